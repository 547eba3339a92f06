package kopi.analysis;

import java.lang.reflect.Executable;
import java.lang.reflect.Field;

/**
 * The Java member a call certainly reaches, found at compile time from the static types of its
 * receiver and arguments ({@link JavaCalls}); the code generator calls it directly.
 *
 * @param member       the method or constructor, or null for a field read
 * @param field        the static field read by {@code Class:FIELD}, or null
 * @param receiverType the class the instruction names: the receiver's static type for an
 *                     instance method (a public class or interface declaring or inheriting it),
 *                     the declaring class otherwise
 * @param varargs      true when the trailing arguments are collected into the varargs array
 */
public record JavaTarget(Executable member, Field field, Class<?> receiverType, boolean varargs) {}
