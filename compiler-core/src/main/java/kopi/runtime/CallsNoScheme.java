package kopi.runtime;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a runtime class none of whose methods calls a Scheme procedure, so no call to it can have
 * a continuation capture pass through it: the code generator gives such calls no capture handler
 * ({@link Continuations#callsNoScheme}). Adding a method that calls back into Scheme to such a
 * class means removing the mark.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface CallsNoScheme {}
