package kopi.server;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.services.AnnotationUtil;
import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.jsonrpc.services.JsonSegment;
import org.eclipse.lsp4j.jsonrpc.validation.ReflectiveMessageValidator;

/**
 * The server's end of the connection, which holds the protocol's rules before a message reaches a
 * service method:
 *
 * <ul>
 *   <li>the lifecycle: before {@code initialize}, requests answer {@code ServerNotInitialized}
 *       (-32002) and notifications other than {@code exit} are dropped; after {@code shutdown},
 *       requests answer {@code InvalidRequest} (-32600) and notifications other than {@code exit}
 *       are dropped; a second {@code initialize} is an {@code InvalidRequest};</li>
 *   <li>params: a request without the params its method takes, or with a required field missing,
 *       answers {@code InvalidParams} (-32602), as does one whose params do not fit the method's
 *       types; such a notification is dropped with a line in the log;</li>
 *   <li>a method the server does not implement answers {@code MethodNotFound} (-32601), whether
 *       unknown or a standard one left out (the services' default methods throw
 *       {@link UnsupportedOperationException}).</li>
 * </ul>
 */
final class ProtocolEndpoint extends RemoteEndpoint {
  /** Requests whose params may be left out (they take none that matter). */
  private static final Set<String> PARAMS_OPTIONAL = Set.of("shutdown", KopiProtocol.INTERRUPT,
      KopiProtocol.RESET_SESSION);

  private enum State {
    NEW, RUNNING, SHUT_DOWN
  }

  private final MessageConsumer out;
  private final Map<String, JsonRpcMethod> methods;
  /** The standard methods the services leave to their interfaces' defaults, which throw. */
  private final Set<String> unimplemented;
  private final ServerLog log;
  private volatile State state = State.NEW;

  ProtocolEndpoint(MessageConsumer out, Endpoint local, Map<String, JsonRpcMethod> methods,
      java.util.Collection<Object> services, ServerLog log) {
    super(out, local, ProtocolEndpoint::errorOf);
    this.out = out;
    this.unimplemented = unimplemented(services);
    this.methods = methods;
    this.log = log;
  }

  @Override
  protected void handleRequest(RequestMessage request) {
    String method = request.getMethod();
    if ("initialize".equals(method)) {
      if (state != State.NEW) {
        refuse(request, ResponseErrorCode.InvalidRequest, "initialize was already received");
        return;
      }
    } else if (state == State.NEW) {
      refuse(request, ResponseErrorCode.ServerNotInitialized, method + ": the server is not initialized yet");
      return;
    } else if (state == State.SHUT_DOWN) {
      refuse(request, ResponseErrorCode.InvalidRequest, method + ": the server is shutting down");
      return;
    }
    if (unimplemented.contains(method)) {
      refuse(request, ResponseErrorCode.MethodNotFound, method + ": the server does not implement this method");
      return;
    }
    String problem = paramsProblem(request.getMethod(), request.getParams());
    if (problem != null) {
      refuse(request, ResponseErrorCode.InvalidParams, method + ": " + problem);
      return;
    }
    if ("initialize".equals(method)) {
      state = State.RUNNING;
    } else if ("shutdown".equals(method)) {
      state = State.SHUT_DOWN;
    }
    super.handleRequest(request);
  }

  @Override
  protected void handleNotification(NotificationMessage notification) {
    String method = notification.getMethod();
    if (!"exit".equals(method) && state != State.RUNNING) {
      log.info("dropped " + method + ": the server is " + (state == State.NEW ? "not initialized" : "shutting down"));
      return;
    }
    String problem = unimplemented.contains(method) ? "the server does not implement it"
        : paramsProblem(method, notification.getParams());
    if (problem != null) {
      log.info("dropped " + method + ": " + problem);
      return;
    }
    super.handleNotification(notification);
  }

  /**
   * Params that fit the method's type but are not whole: LSP4J reads a missing field as null,
   * which a handler would meet as a NullPointerException.
   */
  @Override
  protected void handleRequestIssues(RequestMessage request, List<MessageIssue> issues) {
    // The frame reader only passes on messages that are valid JSON, so a parse issue here means
    // params that do not fit the method's types.
    List<MessageIssue> fixed = issues.stream()
        .map(issue -> issue.getIssueCode() == ResponseErrorCode.ParseError.getValue()
            ? new MessageIssue("params do not fit " + request.getMethod() + ": " + issue.getText(),
                ResponseErrorCode.InvalidParams.getValue())
            : issue)
        .toList();
    super.handleRequestIssues(request, fixed);
  }

  /** What is wrong with the params of a message to {@code method}, or null. */
  private String paramsProblem(String method, Object params) {
    JsonRpcMethod known = methods.get(method);
    if (known == null) {
      return null; // Unknown methods answer MethodNotFound further on.
    }
    if (params == null) {
      return known.getParameterTypes().length == 0 || PARAMS_OPTIONAL.contains(method) ? null : "params are missing";
    }
    if (params instanceof com.google.gson.JsonElement) {
      // Params kept as JSON: the method reads them itself, or they did not fit its type.
      return known.getParameterTypes().length > 0 && known.getParameterTypes()[0] instanceof Class<?> type
          && !com.google.gson.JsonElement.class.isAssignableFrom(type) && !Object.class.equals(type)
              ? "params do not fit " + method : null;
    }
    try {
      // The params only: a message that leaves out "jsonrpc" is served as before.
      NotificationMessage paramsOnly = new NotificationMessage();
      paramsOnly.setMethod(method);
      paramsOnly.setParams(params);
      new ReflectiveMessageValidator().consume(paramsOnly);
      return null;
    } catch (MessageIssueException invalid) {
      return invalid.getIssues().get(0).getText();
    } catch (RuntimeException | StackOverflowError unreadable) {
      return "params could not be checked: " + unreadable;
    }
  }

  /**
   * The requests and notifications of {@code services} (and of the services they delegate to, such
   * as {@code getTextDocumentService()}) that only their interface's default method implements.
   */
  static Set<String> unimplemented(java.util.Collection<Object> services) {
    Set<String> names = new java.util.HashSet<>();
    java.util.List<Object> all = new java.util.ArrayList<>(services);
    for (Object service : services) {
      AnnotationUtil.findDelegateSegments(service.getClass(), new java.util.HashSet<>(), delegate -> {
        try {
          Object target = delegate.invoke(service);
          if (target != null) {
            all.add(target);
          }
        } catch (ReflectiveOperationException unreachable) {
          throw new IllegalStateException(unreachable);
        }
      });
    }
    for (Object service : all) {
      collectDefaults(service.getClass(), service.getClass(), new java.util.HashSet<>(), names);
    }
    return Set.copyOf(names);
  }

  private static void collectDefaults(Class<?> type, Class<?> implementation, Set<Class<?>> visited,
      Set<String> names) {
    if (type == null || !visited.add(type)) {
      return;
    }
    collectDefaults(type.getSuperclass(), implementation, visited, names);
    for (Class<?> each : type.getInterfaces()) {
      collectDefaults(each, implementation, visited, names);
    }
    if (!type.isInterface()) {
      return;
    }
    JsonSegment segment = type.getAnnotation(JsonSegment.class);
    for (java.lang.reflect.Method method : type.getDeclaredMethods()) {
      JsonRequest request = method.getAnnotation(JsonRequest.class);
      JsonNotification notification = method.getAnnotation(JsonNotification.class);
      if (!method.isDefault() || request == null && notification == null) {
        continue;
      }
      try {
        if (!implementation.getMethod(method.getName(), method.getParameterTypes()).isDefault()) {
          continue;
        }
      } catch (NoSuchMethodException unreachable) {
        continue;
      }
      String value = request != null ? request.value() : notification.value();
      boolean useSegment = request != null ? request.useSegment() : notification.useSegment();
      String name = value.isEmpty() ? method.getName() : value;
      names.add(useSegment && segment != null ? segment.value() + "/" + name : name);
    }
  }

  private void refuse(RequestMessage request, ResponseErrorCode code, String message) {
    log.info("refused " + request.getMethod() + " (" + code.getValue() + "): " + message);
    // The same consumer as every reply, which writes one message at a time.
    out.consume(createErrorResponseMessage(request, new ResponseError(code, message, null)));
  }

  /** The error of a request whose handler threw or failed. */
  static ResponseError errorOf(Throwable thrown) {
    Throwable failure = thrown;
    while ((failure instanceof CompletionException || failure instanceof InvocationTargetException
        || failure instanceof ExecutionException) && failure.getCause() != null) {
      failure = failure.getCause();
    }
    if (failure instanceof ResponseErrorException reply) {
      return reply.getResponseError();
    }
    if (failure instanceof UnsupportedOperationException) {
      return new ResponseError(ResponseErrorCode.MethodNotFound, "the server does not implement this method", null);
    }
    if (Failures.isResourceLimit(failure)) {
      return new ResponseError(ResponseErrorCode.RequestFailed, Failures.describe(failure), null);
    }
    java.io.StringWriter trace = new java.io.StringWriter();
    failure.printStackTrace(new java.io.PrintWriter(trace));
    return new ResponseError(ResponseErrorCode.InternalError, "internal error: " + failure, trace.toString());
  }
}
