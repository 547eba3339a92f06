/**
 * The Maven plugin {@code dev.kopi:kopi-maven-plugin}: its one goal, {@code kopi:compile}
 * ({@link kopi.maven.CompileMojo}), compiles a project's {@code src/main/scheme} in the compile
 * phase. The descriptor is written by hand in {@code META-INF/maven/plugin.xml}.
 */
package kopi.maven;
