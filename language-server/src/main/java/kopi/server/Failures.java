package kopi.server;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * What the editor is told when the work on one document fails inside the server: a text nested
 * beyond what even the large stacks of {@link Threads} hold, or too large for the heap. Such a
 * failure answers the one request (or publishes one diagnostic) and is never kept: the next edit
 * of the document starts afresh.
 */
final class Failures {
  private Failures() {}

  /** True for the failures a hostile or huge text can cause and the server survives. */
  static boolean isResourceLimit(Throwable failure) {
    return failure instanceof StackOverflowError || failure instanceof OutOfMemoryError;
  }

  /** A one-line explanation of {@code failure} for the user. */
  static String describe(Throwable failure) {
    if (failure instanceof StackOverflowError) {
      return "the text is nested too deeply to analyse";
    }
    if (failure instanceof OutOfMemoryError) {
      return "the text is too large to analyse in the server's memory";
    }
    return String.valueOf(failure);
  }

  /** The error reply of a request that met {@code failure}. */
  static ResponseErrorException reply(String method, Throwable failure) {
    return new ResponseErrorException(new ResponseError(ResponseErrorCode.RequestFailed,
        method + ": " + describe(failure), null));
  }
}
