package kopi.api;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * Java interfaces implemented by Scheme code: a proxy whose abstract methods go to a handler, while
 * {@code Object}'s methods ({@code equals} is identity) and default methods are the proxy's own.
 * Shared by {@link KopiSession#implement} and the JSR-223 engine's {@code getInterface}.
 */
public final class InterfaceProxies {
  private InterfaceProxies() {}

  /** What an abstract method of the interface does. */
  @FunctionalInterface
  public interface Handler {
    /** The result of {@code method} called with {@code arguments} (null for none). */
    Object call(Method method, Object[] arguments) throws Throwable;
  }

  /** An implementation of interface {@code type} whose abstract methods call {@code handler}. */
  public static <T> T implement(Class<T> type, Handler handler) {
    InvocationHandler invocation = (self, method, arguments) -> {
      if (method.getDeclaringClass() == Object.class) {
        return switch (method.getName()) {
          case "equals" -> self == arguments[0];
          case "hashCode" -> System.identityHashCode(self);
          default -> "#<kopi implementation of " + type.getName() + ">";
        };
      }
      if (method.isDefault()) {
        return InvocationHandler.invokeDefault(self, method, arguments);
      }
      return handler.call(method, arguments);
    };
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, invocation));
  }
}
