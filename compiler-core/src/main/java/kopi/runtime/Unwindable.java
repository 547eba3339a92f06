package kopi.runtime;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a runtime method a continuation capture may unwind through: it either saves its state in
 * a {@link JavaFrame} when a {@link Capture} passes, or only passes the value of its last call
 * through. The mark is the one declaration of that fact: {@link Continuations#obstacle} reads it
 * from the frames on the stack, and the code generator reads it (through
 * {@link Continuations#mayUnwindThrough}) to decide which call sites need a capture handler. A
 * method without it that calls Scheme code makes a {@code call/cc} under it escape-only.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Unwindable {}
