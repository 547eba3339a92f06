package kopi.runtime;

import java.lang.invoke.MethodHandle;

/**
 * A saved frame of a compiled method: its live locals and the operand stack beneath the call it was
 * in, boxed, the index of that call site, and the method's resume twin
 * ({@code static Object name$rN(ResumeFrame)}), which reloads them and re-enters the call. Generated
 * code reads the fields; see {@code kopi.codegen.ContinuationInstrumenter}.
 */
public final class ResumeFrame {
  public final Object[] locals;
  public final Object[] stack;
  public final int site;
  final MethodHandle resume;

  ResumeFrame(Object[] locals, Object[] stack, int site, MethodHandle resume) {
    this.locals = locals;
    this.stack = stack;
    this.site = site;
    this.resume = resume;
  }
}
