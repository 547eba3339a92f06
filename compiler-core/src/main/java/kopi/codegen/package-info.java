/**
 * The bytecode back end: turns a closure-converted {@link kopi.ir.ModulePlan} into JVM classes with
 * ASM. A module is one class (static fields for its variables and constants, one static method per
 * lambda, {@code $init} for its body, {@code main} for programs) plus one small
 * {@code kopi.runtime.Procedure} subclass per lambda used as a value. Generated code refers only to
 * {@code kopi.runtime} and the JDK, so a compiled program runs without the compiler.
 *
 * <h2>Re-entrant continuations</h2>
 * Continuations are captured by unwinding the stack with an exception while every frame saves
 * itself, and re-entered by rebuilding the saved frames (Pettyjohn et al., "Continuations from
 * generalized stack inspection", ICFP 2005). {@link kopi.codegen.ContinuationInstrumenter} does
 * the code generator's part as a bytecode pass over every finished class, so it does not depend on
 * how {@code FunctionEmitter} emits:
 * <ul>
 *   <li>A <em>site</em> is an invoke that may reach {@code call/cc}: every call except
 *       constructors, calls to runtime classes that never call Scheme code (numbers, pairs, type
 *       checks, errors...) and calls directly followed by a return (or by the boxing of a fixnum
 *       result and a return), whose frame has nothing left to do (so closure {@code applyN}
 *       bridges and tail calls save nothing). Nor is a call of one of the module class's own
 *       methods that cannot reach {@code call/cc} at all: the largest set of its static methods
 *       that call only such runtime code and each other, and that never return a bounce (the
 *       {@code FunctionEmitter} notes which may, {@code ModuleContext.noBounceMethods}, a method
 *       that returns a known local's result as it is counting only when that one returns no
 *       bounce either). A method calling only such methods gets no resume twin. A
 *       {@code TailCall.resolve} of the result of any module method that never returns a bounce is
 *       removed, whether or not a capture can come through the call: it is the identity there.</li>
 *   <li>Each site gets an exception-table entry for {@code kopi.runtime.Capture} covering only the
 *       invoke. Its handler boxes the live locals (types from an ASM {@code Analyzer}) and the
 *       operand stack beneath the call's operands into a {@code ResumeFrame} with the site index
 *       and a constant method handle on the resume twin, and rethrows. The boxing is out of line:
 *       the handler passes the values to a saver, a synthetic static {@code $saverN} of the class
 *       shared by the sites whose values have the same types, so each site costs a few bytes of
 *       its method (C2 on JDK 17 compiles handlers that never ran, and inlines only methods under
 *       325 bytes, handlers included: {@code tak} went from 582 to 381 bytes, {@code fib} from 316
 *       to 245, and the first batch of {@code fib} runs in about half the time). When the stack holds values
 *       beneath the operands ({@code (+ 1 (f x))}), the whole stack is spilled to fresh locals and
 *       reloaded before the invoke, so the handler can still read them.</li>
 *   <li>The resume twin {@code private static Object name$rN(ResumeFrame)} is a copy of the
 *       instrumented method (returns box their value) behind a prologue that switches on the site,
 *       reloads locals and stack, calls {@code Continuations.resumeNext()} where the call was
 *       (under the same handler, so a later capture saves the frame again) and jumps to the
 *       instruction after the call; for a {@code TailCall.resolve} site it jumps to the resolve, as
 *       the value may be another bounce.</li>
 *   <li>Every instrumented class gets the static field {@code $resumable}, by which the runtime
 *       knows a stack frame of that class can be saved.</li>
 * </ul>
 * The normal path of a method changes only by the spills (which the JIT turns into register
 * moves) and exception-table entries (free until thrown). Variables assigned by {@code set!} live
 * in boxes even when no closure captures them ({@code kopi.analysis.BoxedVariables}): a saved frame
 * holds copies of its locals, and a re-entered frame must see later assignments. The runtime half
 * (driver, re-entry, {@code dynamic-wind}, runtime frames) is described in {@code kopi.runtime}.
 *
 * <h2>Compile speed of the instrumentation</h2>
 * The instrumentation was the largest part of compiling a big module; it now does as little as it
 * can (measure with {@code -Dkopi.timings=true}, which prints the time of each phase):
 * <ul>
 *   <li>Stack map frames are computed once. The emitters write with
 *       {@link kopi.codegen.FrameComputingClassWriter#forEmission()} (maximums only); the
 *       instrumenter's final write, or {@code withFrames} for a class it gives up on, computes the
 *       frames of the final code.</li>
 *   <li>Methods with no invoke that could be a site skip the data-flow analysis entirely.</li>
 *   <li>A class whose resume twin would pass the 64 KB limit (the {@code $init} of a module with
 *       thousands of top-level forms) stays uninstrumented, as before, but this is found before the
 *       rest of the class is analysed and its frames computed: a {@code Census} taken while the
 *       module class is emitted (or, for other classes over 32 KB, a counting pass over the class
 *       file) names the methods whose twins may be large; they are instrumented first and their
 *       twins measured in a scratch class, without frames. Only a twin whose size there, less what
 *       a bigger constant pool or switch padding could save, is over the limit gives the class up
 *       early; any other overflow is still caught by the real write.</li>
 *   <li>A static call to a runtime method that a capture cannot unwind
 *       ({@code Continuations.mayUnwindThrough}: most builtins) is no site, since a
 *       {@code call/cc} under it is escape-only and no {@code Capture} can come through it. This
 *       removed most handlers and twins (two thirds of a large module's class size).</li>
 * </ul>
 *
 * <h2>Unboxed code from types</h2>
 *
 * <p>{@link kopi.codegen.Representations} decides, per module, which values live in JVM
 * primitives ({@link kopi.codegen.Repr}: {@code int}, {@code long}, {@code double}; every other
 * value is an object, integers being {@code Long} and flonums {@code Double}):
 * <ul>
 *   <li>parameters of fixed-arity lambdas and {@code let} variables declared {@code ::int},
 *       {@code ::long} or {@code ::double} (a variable that a closure captures and that is
 *       assigned stays a boxed object, like every such variable);</li>
 *   <li>undeclared, never-assigned {@code let} variables initialised by typed arithmetic;</li>
 *   <li>the result of a procedure called with {@code invokestatic} (a known global or local) that
 *       declares one of those result types, or, for a named {@code let}, whose every result has one
 *       primitive kind. A result is a primitive only when no tail call in the body needs a bounce
 *       (self calls are jumps; known local procedures with primitive results are plain calls), so
 *       proper tail calls are never lost to unboxing.</li>
 * </ul>
 * A lambda's static method takes and returns those representations (typed {@code fib} is
 * {@code fib$1(I)I}); its procedure object, when the lambda is also a value, is the bridge: its
 * {@code applyK} entries unbox each primitive argument with the same check the method's entry made
 * before ({@code f: argument 1 expects int, got "x"}) and box the result. A direct caller converts
 * only where the argument's representation differs: nothing for an int passed to an int, a
 * widening for an int passed to a double, a checked unbox for an object. Captured primitives travel
 * boxed in closure fields and are unboxed once at the entry of the inner method; they are boxed
 * before the closure is allocated, so that no call runs between its {@code new} and its
 * constructor's field stores and HotSpot leaves out the GC barriers of those stores. An object
 * parameter declared with a JDK class ({@code ::java.util.List}, {@code ::String}) is tested with
 * {@code instanceof} on entry, and {@code kopi.runtime.TypeCheck} called only for any other value
 * (to convert it or raise the error), so a typed call costs no runtime call while its method is
 * interpreted, nor the loading of that class.
 *
 * <p>{@link kopi.codegen.PrimitiveOps} compiles arithmetic, comparisons and numeric predicates on
 * primitives to JVM instructions, and vector and bytevector access with an int index to small
 * helpers in {@code kopi.runtime.lib.Unboxed} that raise the builtins' own errors. Integer
 * arithmetic uses JVM instructions only when an operand comes from a declaration; then
 * {@code ::int} and {@code ::long} arithmetic wraps on overflow as in Java and Kawa
 * ({@code (* n n)} with {@code n ::int} = 100000 is 1410065408), while arithmetic on untyped values
 * or on literals alone still promotes to big integers. {@code (as long x)} (or {@code int},
 * {@code double}...) is a declaration too, compiled to the conversion's JVM value; the numeric
 * result of a Java method or static field a call certainly reaches ({@code (s:length)}) is a
 * primitive like a literal: JVM arithmetic with a declared operand ({@code (+ total (s:length))}
 * with {@code total ::long}), a promoting one without. Operands are converted to the widest
 * representation among them (int, long, double); a long is never compared with a double by
 * conversion, since that would not be exact.
 *
 * <h2>Speculated fixnums in untyped code</h2>
 *
 * <p>{@link kopi.codegen.FixnumLoops} picks untyped variables that count or accumulate: parameters
 * of inline loops and of procedures that update them in self tail calls by {@code + - *} (of any
 * number of operands, {@code (+ total (l:get i) (s:length))}) (or
 * {@code quotient remainder modulo}) with a fixnum literal or another parameter, and {@code let}
 * temporaries bound to such arithmetic, when at most one reference needs the value as an object.
 * {@link kopi.codegen.FunctionEmitter} keeps each one in two locals: a {@code long}, and an object
 * that is null while the value is a fixnum and holds the value otherwise (a big integer, a flonum,
 * anything). Arithmetic on them is {@code long} instructions with an overflow check (a zero divisor
 * and {@code quotient} by -1 count as one); an operand that is not a fixnum, or an overflow, takes
 * the generic operation in {@code kopi.runtime.Fixnums}, whose result is split again, so big
 * integers, exactness and the builtins' errors (with their call site's line) are unchanged.
 * Comparisons, {@code zero? even? odd?} and {@code vector-ref}/{@code vector-set!} with such an index test
 * for fixnums and fall back the same way (a comparison whose value is used pushes the boolean it
 * tested). Untyped {@code (vector-length v)} is a speculated fixnum with a null object half; a
 * {@code let} variable bound to a named {@code let} that is not inline takes its procedure's fixnum
 * result unboxed; and an {@code if} whose branches are speculated fixnums (or
 * one is a fixnum literal) is one, each branch leaving the two halves. A conditional update,
 * {@code (if (p x) (+ total x) total)}, counts as an update, its other branch passing the
 * variable unboxed. Arithmetic whose value is wanted split but whose operands are not speculated
 * ({@code (* (index s) count)} with a global {@code count}) runs as one {@code Fixnums} method on
 * the two objects that returns a fixnum result ({@code mulObjects}), so no {@code Long} is boxed
 * on its way to being split. The comparisons of {@code Fixnums} and its product check
 * ({@code productFits}: both operands within an {@code int}, else {@code Math.multiplyHigh},
 * which only the optimizing tier makes an instruction) stay within 35 bytes of bytecode, so the
 * first JIT tier inlines them during warm-up as the second tier does. {@code (or x y)} with
 * {@code x} a predicate builtin's call ({@code =}, {@code eq?}, {@code null?} ...) compiles as
 * {@code (if x #t y)}: {@code x} runs as a test, with no {@code Boolean} to box and test again. A
 * test {@code (eq? x 'sym)} or {@code eqv?} against a symbol, a boolean or {@code '()} is one
 * reference comparison ({@code if_acmpne}), which is all the builtins do for those. Untyped {@code + - *} of three or more operands compile
 * as nested two-operand calls (the builtins fold from the left), so they need no argument array.
 * A {@code letrec} procedure that also escapes (a continuation in CPS code) still jumps to its own
 * start for a self tail call.
 *
 * <p>An inline loop's counter can be a JVM {@code int} ({@link kopi.codegen.FixnumLoops#counter}):
 * a speculated parameter that the entering call sets to an int-sized literal, that every call of the
 * loop sets to {@code (+ i 1)}, and that the body tests first against a bound the loop cannot change
 * (a literal, or a local no {@code set!} assigns: {@code (if (= i n) total (loop (+ i 1) ...))},
 * what {@code do} expands to). Such a loop is emitted twice: on entry the bound, checked once, keeps
 * the counter in the int range (a fixnum from the start up to the largest int, one less for
 * {@code <=} and {@code >}), and the copy with an {@code int} counter runs, with an int
 * compare-and-branch, an {@code iinc} after the other arguments and no overflow check, which the
 * JIT turns into a counted loop; a Java method taking an {@code int} gets the counter as it is.
 * Any other bound (a big integer, a flonum, a value that is no number, an {@code =} bound below
 * the start) runs the ordinary speculated loop. A body above 150 nodes is not copied, nor are
 * loops past 600 copied nodes in one method.
 *
 * <p>Flonums are speculated the same way in inline loops ({@link kopi.codegen.FixnumLoops#flonums}):
 * a parameter that the entering call or an update sets to a flonum literal or to {@code + - *}
 * with one (or with another such parameter, or a {@code let} variable of the body bound to such
 * arithmetic) is a {@code double} and an object half that is null while the value is a flonum.
 * Arithmetic on two flonums is a {@code double} instruction (the builtins compute the same IEEE
 * result), comparisons are {@code double} comparisons, and any other operand takes the generic
 * operation in {@code kopi.runtime.Flonums}.
 *
 * <p>Calls carry speculated fixnums too. A procedure's parameter that counts in its self tail
 * calls, or that its body (inline loops included) uses as an operand of arithmetic or a
 * comparison ({@code n} in {@code fib}, a loop's bound), takes two JVM parameters, the {@code long} and the object half
 * ({@code fib$1(JLjava/lang/Object;)}): a direct call passes its arithmetic unboxed, and the
 * procedure object's entry splits the object it gets. A procedure whose every returned value is
 * arithmetic, a fixnum literal or such a parameter, and whose only tail calls jump (self calls,
 * inline loops), has <em>fixnum results</em>: its method returns a {@code long}, the value
 * itself, or {@code Long.MIN_VALUE} as a mark with the value (a big integer, a flonum, the most
 * negative long) left in a per-thread stash that the caller takes at once
 * ({@code Fixnums.result}, {@code resultObject}, {@code resultBig}). A direct caller that does
 * arithmetic on the result keeps it unboxed. The continuation pass knows the protocol by the
 * {@code Fixnums} calls around it: a resume twin turns such a method's {@code long} back into
 * the value, and a resumed call site turns the value into the {@code long} again
 * ({@code Fixnums.toResult}). The local variable table names the {@code long} half; a debugger
 * shows 0 for such a variable while it holds a big integer or a flonum.
 *
 * <h2>Tail calls of unknown procedures</h2>
 *
 * <p>A tail call of a procedure the compiler does not know (a continuation in CPS code) is
 * {@code TailCall.callK(f, args)} followed at once by {@code areturn}, so the continuation pass sees
 * a frame with nothing left to do and saves nothing. While the budget lasts {@code callK} calls
 * {@code Procedure.check(f).applyK(...)} directly, else it returns the {@code TailCall} bounce. The
 * budget (8 calls) counts the direct calls still unfinished: each takes one unit and gives it back
 * when it ends, however it ends, so procedures called in non-tail position that end in such tail
 * calls (a rewriter recursing on each subterm) keep calling directly. The trampoline renews it for
 * every bounce it runs and puts it back when it returns, so the frames direct tail calls leave are
 * bounded by a constant per trampoline and loops of tail calls run in constant stack. Larger
 * budgets measured slower (deeper stacks), in hand-written Java as well. Under a debugger
 * ({@code DebugInfo.UNOPTIMIZED}) every such call bounces, so the stack shows no finished frames.
 *
 * <h2>Java calls</h2>
 * {@link kopi.codegen.JavaCall} emits the interop builtins. {@link kopi.codegen.ModuleContext} runs
 * {@link kopi.analysis.TypeInference} over the module (with the declared types the source carries),
 * and a call whose member the analysis resolved ({@link kopi.analysis.JavaTarget}) becomes a direct
 * {@code invokevirtual}/{@code invokeinterface}/{@code invokestatic}, constructor call or
 * {@code getstatic}. The receiver is tested with {@code instanceof} and cast (a mutable string is
 * turned into a {@code String}, anything else is an error naming the method); each argument goes
 * through a {@code kopi.runtime.JavaConversions} helper for primitives (range-checked) or an
 * {@code instanceof} fast path for references; varargs are collected into their array; the result
 * is boxed as the reflective path would box it. Other method calls, field reads and writes, and
 * constructions are {@code invokedynamic} instructions bootstrapped by
 * {@code kopi.runtime.JavaCallSites}: a per-site inline cache of up to four receiver/argument class
 * combinations, each a method handle behind class guards, which the JIT inlines through. Only
 * platform classes are named in generated code, since a class from the application class path
 * may not be visible from the generated classes' loader; those calls use the call-site cache. The
 * program's own classes are the exception: a field, or a method with only {@code Object}
 * parameters and no overloads, that one of them has ({@link kopi.codegen.ProgramMembers}) is read,
 * written or called directly when an {@code instanceof} test of the receiver passes, and through
 * the call site otherwise. Inside a member of one of them, its receiver ({@code this}, the implicit
 * receiver of the field names and plain method calls, known from
 * {@code DeclaredTypes.receiverClass}) needs no test: its fields are a plain {@code getfield} /
 * {@code putfield} (a stored value converted to the field's type with the located error) and its
 * methods without overloads a plain {@code invokevirtual}; and the construction of one of them
 * with exactly one constructor of that arity is {@code new} and {@code invokespecial}, the
 * arguments converted as for a resolved call. In a fixnum loop, an {@code int} or {@code long} result of a direct call
 * joins the arithmetic unboxed, and a speculated fixnum is passed to an {@code int} or
 * {@code long} parameter as its two halves ({@code JavaConversions.toInt(long, Object, ...)}).
 *
 * <h2>Classes</h2>
 * A {@code define-simple-class} adds one more class per definition
 * ({@link kopi.codegen.ClassDefinitionEmitter}), named as the user named it: real fields, methods
 * with the declared JVM signatures, constructors and {@code super$m} bridges. Each member's body is
 * a Scheme procedure held in the class's static {@code $slots} array, which the module fills by
 * calling {@code $link} when the definition runs; a member boxes its arguments, calls its slot's
 * procedure (through its fixed entry {@code apply0..apply4} from the member's own code, so the JIT
 * profiles each member apart; through {@code kopi.runtime.ClassSupport} beyond four arguments) and
 * converts the result to its Java type. This keeps
 * method bodies ordinary closure-converted Scheme (they may close over anything) at the price of
 * one procedure call and the boxing per Java call; compiling bodies into the class's methods
 * directly is the next step when measurements ask for it. The class's private constant
 * {@code $module} names its module class, so that Java code using the class before the module
 * ran makes {@code ClassSupport} run it ({@code Launcher.load}).
 *
 * <h2>Debug information</h2>
 * Besides the source file and line numbers (every call, global access, definition and statement
 * of a body starts a line), each method gets a local variable table naming its Scheme locals by their mangled names,
 * boxed ones marked by a generic signature; {@link kopi.codegen.DebugInfo} declares the conventions
 * the debugger ({@code kopi.server.dap}) reads. The table costs class-file bytes only, no code.
 *
 * <h2>Code size and the JIT</h2>
 * Every class goes through {@link kopi.codegen.CompactCode} on its way to the class writer: the
 * emitters push every constant with {@code ldc} and fetch the unspecified value of a setter even
 * in statement position, and the adapter writes the short forms ({@code iconst}, {@code bipush},
 * {@code sipush}) and drops {@code getstatic Unspecified.VALUE; pop}. This is not cosmetic:
 * HotSpot's C2 inlines a hot callee only below 325 bytes of bytecode ({@code FreqInlineSize}),
 * handler code for continuations included, and the typed n-queens search went from 341 to 290
 * bytes, so it is now inlined into its own recursive call as javac's version is (1.43 to about
 * 1.2 of Java's time, together with the inline loops of {@code kopi.analysis.InlineLoops} and the
 * {@code byte[]} cast of a {@code ::bytevector} parameter). A side effect on compile time: the
 * 10,000-line benchmark module's {@code $init} resume twin now fits in 64 KB, so that class is
 * instrumented in full; the instrumentation's "no site" rules keep that cheap.
 *
 * <h2>Class-file limits</h2>
 * A constant string holds at most 65,535 bytes of modified UTF-8: {@code CompactCode} pushes a
 * longer one (a string literal, a huge integer's digits, a long symbol) as a {@code StringBuilder}
 * of chunks, interned; {@code ClosureConversion.mangle} shortens a long name to a prefix and a
 * digest; the column table ({@code SiteColumns}) goes on over {@code $columns$1}, {@code $columns$2}...
 * A method holds 64 KB of code: a module's constants are built by helper methods
 * {@code const$init$N} when one static initializer cannot hold them (their fields are then not
 * final), and {@code $init} calls its forms through {@code init$part$N} methods of 1,000 forms
 * each. Equal number and character constants share a field. A class holds at most 65,535
 * constant-pool entries: a module bigger than about 100,000 core nodes (roughly 20,000 lines of
 * dense definitions) is split by top-level forms over part classes {@code Module$partN}
 * ({@link kopi.codegen.ModulePart}), each with the methods of its forms and of the lambdas written
 * in them, and its own constants, cached builtins and column table; in a program, each part also
 * holds the variables its forms define (one class may declare at most 65,535 fields, and each
 * takes constant-pool entries), while a library's stay in the module class, where importing modules
 * read them. The module class keeps {@code $init} (which calls the forms in the parts) and
 * {@code main}. A part that still
 * overflows makes the module split in twice as many parts. Analyses and emitters recurse with the program's nesting and run
 * on a thread with a 1 GB stack ({@code kopi.syntax.BigStack}), which the JVM only commits as deep
 * as it is used.
 */
package kopi.codegen;
