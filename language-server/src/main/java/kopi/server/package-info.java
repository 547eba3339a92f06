/**
 * The language server: LSP4J over stdio, one handler per feature, converting the editor-neutral
 * answers of {@code kopi.ide} to LSP types at the edge. {@link kopi.server.Main} is also the entry
 * point of the one runnable jar, which hands every other command to {@code kopi.cli}.
 */
package kopi.server;
