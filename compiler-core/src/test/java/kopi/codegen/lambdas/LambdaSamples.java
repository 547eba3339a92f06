package kopi.codegen.lambdas;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * Lambdas of every kind {@link kopi.codegen.LambdaClasses} rewrites, for {@code LambdaClassesTest}:
 * it rewrites this class (test classes are not rewritten by the build) and compares what
 * {@link #results} returns before and after.
 */
public final class LambdaSamples implements Supplier<List<String>> {
  private final String name;

  public LambdaSamples() {
    this("samples");
  }

  private LambdaSamples(String name) {
    this.name = name;
  }

  private String greet(String whom) {
    return name + " greets " + whom;
  }

  private static int twice(int n) {
    return 2 * n;
  }

  @Override
  public List<String> get() {
    return results();
  }

  /** What each sample lambda gives; the same before and after the rewrite. */
  public List<String> results() {
    List<String> out = new ArrayList<>();
    int offset = 40;
    Supplier<String> constant = () -> "constant";
    out.add(constant.get());
    out.add(String.valueOf(sameSupplier() != null));
    IntBinaryOperator add = (a, b) -> a + b + offset;
    out.add(String.valueOf(add.applyAsInt(1, 1)));
    Function<String, String> greeting = this::greet;
    out.add(greeting.apply("you"));
    Function<String, String> capturingThis = whom -> greet(whom) + "!";
    out.add(capturingThis.apply("me"));
    Function<Integer, Integer> boxed = LambdaSamples::twice;
    out.add(String.valueOf(boxed.apply(21)));
    ToIntFunction<String> length = String::length;
    out.add(String.valueOf(length.applyAsInt("four")));
    IntFunction<String> unboxedToString = Integer::toString;
    out.add(unboxedToString.apply(7));
    LongSupplier widened = () -> offset;
    out.add(String.valueOf(widened.getAsLong()));
    Function<String, LambdaSamples> constructor = LambdaSamples::new;
    out.add(constructor.apply("made").greet("them"));
    BiFunction<List<String>, String, Boolean> interfaceMethod = List::contains;
    out.add(String.valueOf(interfaceMethod.apply(out, "constant")));
    Runnable discarding = out::size;
    discarding.run();
    long big = 1L << 40;
    double ratio = 0.5;
    Supplier<String> wide = () -> big + "/" + ratio;
    out.add(wide.get());
    return out;
  }

  /** A non-capturing lambda evaluated twice is one instance: non-null when it is. */
  private static Supplier<String> sameSupplier() {
    Supplier<String> first = null;
    Supplier<String> same = null;
    for (int i = 0; i < 2; i++) {
      Supplier<String> made = () -> "constant";
      if (first == null) {
        first = made;
      } else if (first == made) {
        same = made;
      }
    }
    return same;
  }
}
