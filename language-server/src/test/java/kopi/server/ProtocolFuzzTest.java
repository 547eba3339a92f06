package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The protocol fuzz suite. Each test starts the real server in its own JVM and talks to it
 * over its standard streams the way a client would, right and wrong: malformed frames, wrong
 * lengths (too short, too long, characters instead of UTF-8 bytes), malformed JSON, unknown and
 * unimplemented methods, missing and ill-typed params, positions beyond the document or negative,
 * notifications with bad params, huge and deeply nested documents, requests in every lifecycle
 * state. Whatever it sends, every request must get exactly one well-formed response, never an
 * internal error (-32603), the server must neither hang nor die, and a normal request afterwards
 * must get the right answer.
 *
 * <p>Seeded ({@code -Dkopi.fuzz.seed=N}); {@code -Dkopi.fuzz.rounds=N} runs more rounds than the
 * default, which keeps the suite to about a minute.
 */
class ProtocolFuzzTest {
  private static final long SEED = Long.getLong("kopi.fuzz.seed", 15L);
  private static final int ROUNDS = Integer.getInteger("kopi.fuzz.rounds", 150);
  private static final long TIMEOUT = 60;
  private static final String NORMAL_URI = "file:///fuzz/normal.scm";
  private static final String NORMAL_TEXT = "(define (square n) (* n n))\n(define (cube n) (* n (square n)))\n"
      + "(display (cube 3))\n";

  private static final AtomicInteger framesSent = new AtomicInteger();
  private static final AtomicInteger requestsAnswered = new AtomicInteger();
  private static final AtomicInteger abuses = new AtomicInteger();
  private static final AtomicInteger probes = new AtomicInteger();

  @AfterAll
  static void report() {
    System.out.println("protocol fuzz (seed " + SEED + "): " + framesSent + " frames sent, " + abuses
        + " abusive inputs, " + requestsAnswered + " requests answered, " + probes
        + " normal requests after abuse answered correctly; failures: 0");
  }

  // ---- lifecycle

  @Test
  void everyLifecycleStateAnswersByTheSpec() throws Exception {
    Random random = new Random(SEED);
    try (RawLspClient client = new RawLspClient()) {
      // Before initialize: requests answer ServerNotInitialized, notifications are dropped.
      client.notify("textDocument/didOpen", openParams(NORMAL_URI, NORMAL_TEXT));
      for (int i = 0; i < 12; i++) {
        Call call = randomCall(random, NORMAL_URI);
        assertError(checked(client.call(call.method(), call.params(), TIMEOUT)), -32002);
      }
      assertError(checked(client.call("kopi/evaluate", code("(+ 1 2)"), TIMEOUT)), -32002);
      framesSent.addAndGet(14);

      initialize(client);
      assertError(checked(client.call("initialize", initializeParams(), TIMEOUT)), -32600);
      // The didOpen before initialize was dropped: the document is not open.
      assertError(checked(client.call("textDocument/documentSymbol", documentParams(NORMAL_URI), TIMEOUT)), -32602);
      client.notify("textDocument/didOpen", openParams(NORMAL_URI, NORMAL_TEXT));
      probe(client);

      assertTrue(checked(client.call("shutdown", null, TIMEOUT)).get("result").isJsonNull());
      for (int i = 0; i < 12; i++) {
        Call call = randomCall(random, NORMAL_URI);
        assertError(checked(client.call(call.method(), call.params(), TIMEOUT)), -32600);
      }
      assertError(checked(client.call("kopi/evaluate", code("(+ 1 2)"), TIMEOUT)), -32600);
      assertError(checked(client.call("shutdown", null, TIMEOUT)), -32600);
      client.notify("textDocument/didChange", new JsonObject());
      framesSent.addAndGet(34);

      client.notify("exit", null);
      assertTrue(client.process.waitFor(TIMEOUT, TimeUnit.SECONDS), "the server did not exit");
      assertEquals(0, client.process.exitValue());
      // After exit nothing is read any more: a request finds the pipe closed or is never answered.
      try {
        client.send(RawLspClient.request(client.nextId(), "textDocument/hover", hoverParams(NORMAL_URI, 0, 1)));
      } catch (IOException closed) {
        // Expected: the server is gone.
      }
      assertFalse(client.process.isAlive());
      assertTrue(client.readerFailures.isEmpty(), client.readerFailures.toString());
    }
  }

  @Test
  void exitWithoutShutdownExitsWithOne() throws Exception {
    try (RawLspClient client = new RawLspClient()) {
      initialize(client);
      client.notify("exit", null);
      assertTrue(client.process.waitFor(TIMEOUT, TimeUnit.SECONDS), "the server did not exit");
      assertEquals(1, client.process.exitValue());
    }
  }

  // ---- frames, messages and params

  @Test
  void brokenFramesAndMessagesAreAnsweredAndTheServerResynchronises() throws Exception {
    Random random = new Random(SEED + 1);
    try (RawLspClient client = new RawLspClient()) {
      initialize(client);
      client.notify("textDocument/didOpen", openParams(NORMAL_URI, NORMAL_TEXT));
      String other = "file:///fuzz/other.scm";
      client.notify("textDocument/didOpen",
          openParams(other, "(define (héllo wörld) (string-append \"ünï\" wörld))\n"));
      probe(client);
      for (int round = 0; round < ROUNDS; round++) {
        abuse(client, random, random.nextInt(17), other);
        abuses.incrementAndGet();
        probe(client);
      }
      // Whatever is left unclaimed must be well-formed too.
      for (JsonObject stray : client.drainResponses()) {
        checked(stray);
      }
      assertTrue(client.process.isAlive(), "the server died");
      assertTrue(client.readerFailures.isEmpty(), client.readerFailures.toString());
      assertTrue(checked(client.call("shutdown", null, TIMEOUT)).get("result").isJsonNull());
      client.notify("exit", null);
      assertTrue(client.process.waitFor(TIMEOUT, TimeUnit.SECONDS));
      assertEquals(0, client.process.exitValue());
    }
  }

  /** One abusive input of kind {@code kind}, and the check of what the server answers to it. */
  private void abuse(RawLspClient client, Random random, int kind, String other) throws Exception {
    switch (kind) {
      case 0 -> { // malformed JSON, correctly framed
        String[] bodies = {"{", "{\"jsonrpc\":\"2.0\",\"id\":", "nonsense", "{\"a\" 1}", "{]", "\"unterminated",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"textDocument/hover\",\"params\":{}}}"};
        frame(client, bodies[random.nextInt(bodies.length)].getBytes(StandardCharsets.UTF_8), 0);
        assertError(checked(client.response(null, TIMEOUT)), -32700);
      }
      case 1 -> { // a length counted in characters, not UTF-8 bytes (non-ASCII text): served anyway
        int id = client.nextId();
        JsonObject request = RawLspClient.request(id, "textDocument/hover", hoverParams(other, 0, 10));
        request.addProperty("note", "ünïcödé ✓ " + "é".repeat(random.nextInt(40)));
        String body = request.toString();
        rawFrame(client, body.length(), body.getBytes(StandardCharsets.UTF_8), "");
        checked(client.response(id, TIMEOUT));
      }
      case 2 -> { // a length too short: the body is read on to the end of its JSON
        int id = client.nextId();
        byte[] body = RawLspClient.request(id, "textDocument/documentSymbol", documentParams(NORMAL_URI)).toString()
            .getBytes(StandardCharsets.UTF_8);
        rawFrame(client, body.length - 1 - random.nextInt(body.length - 2), body, "");
        checked(client.response(id, TIMEOUT));
      }
      case 3 -> { // a length too long, with the next frame right behind
        int first = client.nextId();
        int second = client.nextId();
        byte[] body = RawLspClient.request(first, "textDocument/foldingRange", documentParams(NORMAL_URI)).toString()
            .getBytes(StandardCharsets.UTF_8);
        byte[] next = RawLspClient.request(second, "textDocument/documentSymbol", documentParams(NORMAL_URI))
            .toString().getBytes(StandardCharsets.UTF_8);
        String nextFrame = "Content-Length: " + next.length + "\r\n\r\n" + new String(next, StandardCharsets.UTF_8);
        rawFrame(client, body.length + 1 + random.nextInt(40), body, nextFrame);
        checked(client.response(first, TIMEOUT));
        checked(client.response(second, TIMEOUT));
      }
      case 4 -> { // a length too long with nothing behind it
        int id = client.nextId();
        byte[] body = RawLspClient.request(id, "textDocument/documentSymbol", documentParams(NORMAL_URI)).toString()
            .getBytes(StandardCharsets.UTF_8);
        rawFrame(client, body.length + 1 + random.nextInt(1000), body, "");
        checked(client.response(id, TIMEOUT));
      }
      case 5 -> { // no Content-Length header
        client.writeRaw("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
            + RawLspClient.request(client.nextId(), "textDocument/hover", hoverParams(NORMAL_URI, 0, 1)));
        framesSent.incrementAndGet();
        assertError(checked(client.response(null, TIMEOUT)), -32700);
      }
      case 6 -> { // no headers at all, or garbage
        String[] garbage = {RawLspClient.notification("initialized", new JsonObject()).toString(), "\u0000\u0001\u0002",
            "{}{}{}", "%%%% 12 \r\n", "é€\uD83D\uDE00\r\n\r\n"};
        client.writeRaw(garbage[random.nextInt(garbage.length)]);
        framesSent.incrementAndGet();
        assertError(checked(client.response(null, TIMEOUT)), -32700);
      }
      case 7 -> { // a bad Content-Length value
        String[] values = {"abc", "-5", "99999999999", "", "12x"};
        client.writeRaw("Content-Length: " + values[random.nextInt(values.length)] + "\r\n\r\n{\"jsonrpc\":\"2.0\"}");
        framesSent.incrementAndGet();
        assertError(checked(client.response(null, TIMEOUT)), -32700);
      }
      case 8 -> { // JSON that is no message object
        String[] bodies = {"[]", "[1,2]", "42", "null", "\"text\"", "true"};
        frame(client, bodies[random.nextInt(bodies.length)].getBytes(StandardCharsets.UTF_8), 0);
        assertError(checked(client.response(null, TIMEOUT)), -32600);
      }
      case 9 -> { // an unknown or unimplemented method
        String[] methods = {"kopi/nonsense", "textDocument/codeAction", "textDocument/codeLens",
            "textDocument/typeDefinition", "textDocument/implementation", "workspace/willRenameFiles", "x"};
        assertError(checked(client.call(methods[random.nextInt(methods.length)], documentParams(NORMAL_URI), TIMEOUT)),
            -32601);
        framesSent.incrementAndGet();
      }
      case 10 -> { // missing params
        Call call = randomCall(random, NORMAL_URI);
        if (!call.method().equals("shutdown")) {
          assertError(checked(client.call(call.method(), null, TIMEOUT)), -32602);
          framesSent.incrementAndGet();
        }
      }
      case 11 -> { // params of the wrong shape: a field missing, a field of the wrong type, not an object
        JsonObject params = hoverParams(NORMAL_URI, 0, 1);
        switch (random.nextInt(4)) {
          case 0 -> params.remove("position");
          case 1 -> params.getAsJsonObject("position").addProperty("line", "first");
          case 2 -> params.add("textDocument", new JsonPrimitive(7));
          default -> params.remove("textDocument");
        }
        assertError(checked(client.call("textDocument/hover", params, TIMEOUT)), -32602);
        assertError(checked(client.call("textDocument/hover", new JsonArray(), TIMEOUT)), -32602);
        framesSent.addAndGet(2);
      }
      case 12 -> { // positions beyond the document, negative, huge; inverted ranges
        for (int i = 0; i < 4; i++) {
          Call call = randomCall(random, random.nextBoolean() ? NORMAL_URI : other);
          JsonObject response = checked(client.call(call.method(), call.params(), TIMEOUT));
          if (response.has("error")) {
            int code = response.getAsJsonObject("error").get("code").getAsInt();
            assertTrue(code == -32803 || code == -32601 || code == -32602, call + " answered " + response);
          }
          framesSent.incrementAndGet();
        }
      }
      case 13 -> { // notifications with bad params: nothing to answer, nothing to break
        JsonElement[] params = {null, new JsonObject(), new JsonArray(), new JsonPrimitive(3),
            openParams("file:///fuzz/never-open.scm", null)};
        String[] methods = {"textDocument/didChange", "textDocument/didOpen", "textDocument/didClose",
            "textDocument/didSave", "$/cancelRequest", "workspace/didChangeWatchedFiles", "initialized",
            "$/setTrace", "kopi/unknownNotification"};
        for (int i = 0; i < 5; i++) {
          client.notify(methods[random.nextInt(methods.length)], params[random.nextInt(params.length)]);
        }
        JsonObject change = new JsonObject();
        JsonObject document = new JsonObject();
        document.addProperty("uri", "file:///fuzz/never-open.scm");
        document.addProperty("version", 3);
        change.add("textDocument", document);
        JsonArray changes = new JsonArray();
        JsonObject ranged = new JsonObject();
        ranged.add("range", range(-4, -1, 1_000_000, Integer.MAX_VALUE));
        ranged.addProperty("text", "(x");
        changes.add(ranged);
        change.add("contentChanges", changes);
        client.notify("textDocument/didChange", change);
        framesSent.addAndGet(6);
      }
      case 14 -> { // a cancelled request still gets its one response
        int id = client.sendRequest("textDocument/semanticTokens/full", documentParams(NORMAL_URI));
        JsonObject cancel = new JsonObject();
        cancel.addProperty("id", id);
        client.notify("$/cancelRequest", cancel);
        JsonObject response = checked(client.response(id, TIMEOUT));
        if (response.has("error")) {
          assertEquals(-32800, response.getAsJsonObject("error").get("code").getAsInt(), response.toString());
        }
        framesSent.addAndGet(2);
      }
      case 15 -> { // a string id, a duplicate id, a second initialize
        JsonObject request = RawLspClient.request(0, "textDocument/foldingRange", documentParams(NORMAL_URI));
        request.addProperty("id", "fuzz-" + random.nextInt(1000));
        client.send(request);
        checked(client.response(request.get("id").getAsString(), TIMEOUT));
        assertError(checked(client.call("initialize", initializeParams(), TIMEOUT)), -32600);
        framesSent.addAndGet(2);
      }
      default -> { // edits at random places of a scratch document, then a request on it
        String uri = "file:///fuzz/scratch.scm";
        client.notify("textDocument/didOpen", openParams(uri, "(define (f x) (let ((y x)) (* y y)))\n"));
        for (int i = 0; i < 5; i++) {
          JsonObject change = new JsonObject();
          JsonObject document = new JsonObject();
          document.addProperty("uri", uri);
          document.addProperty("version", i + 2);
          change.add("textDocument", document);
          JsonArray changes = new JsonArray();
          JsonObject ranged = new JsonObject();
          int line = random.nextInt(4) - 1;
          int character = random.nextInt(60) - 5;
          ranged.add("range", range(line, character, line + random.nextInt(2), character + random.nextInt(8)));
          String[] texts = {"(", ")", "x.", "#|", "\"", "(java.util. )", "é", "\n", "", "#;", "`(,@"};
          ranged.addProperty("text", texts[random.nextInt(texts.length)]);
          changes.add(ranged);
          change.add("contentChanges", changes);
          client.notify("textDocument/didChange", change);
        }
        Call call = randomCall(random, uri);
        JsonObject response = checked(client.call(call.method(), call.params(), TIMEOUT));
        if (response.has("error")) {
          int code = response.getAsJsonObject("error").get("code").getAsInt();
          assertTrue(code == -32803 || code == -32601, call + " answered " + response);
        }
        framesSent.addAndGet(7);
      }
    }
  }

  // ---- huge and deeply nested documents

  @Test
  void hugeAndDeeplyNestedDocumentsAreServedAndRecover() throws Exception {
    Random random = new Random(SEED + 2);
    try (RawLspClient client = new RawLspClient()) {
      initialize(client);
      client.notify("textDocument/didOpen", openParams(NORMAL_URI, NORMAL_TEXT));

      String deepUri = "file:///fuzz/deep.scm";
      String deep = "(+ 1 ".repeat(10_000) + "1" + ")".repeat(10_000) + "\n";
      client.notify("textDocument/didOpen", openParams(deepUri, deep));
      for (String method : List.of("textDocument/documentSymbol", "textDocument/foldingRange",
          "textDocument/semanticTokens/full", "textDocument/formatting", "textDocument/diagnostic")) {
        JsonObject params = documentParams(deepUri);
        if (method.equals("textDocument/formatting")) {
          params.add("options", formattingOptions());
        }
        JsonObject response = checked(client.call(method, params, TIMEOUT));
        assertFalse(response.has("error"), method + " on 10,000 levels: " + response);
      }
      for (int i = 0; i < 10; i++) {
        Call call = randomCall(random, deepUri);
        checked(client.call(call.method(), call.params(), TIMEOUT));
      }
      // Replaced by valid code, the document answers as any other.
      JsonObject change = new JsonObject();
      JsonObject document = new JsonObject();
      document.addProperty("uri", deepUri);
      document.addProperty("version", 2);
      change.add("textDocument", document);
      JsonArray changes = new JsonArray();
      JsonObject whole = new JsonObject();
      whole.addProperty("text", NORMAL_TEXT);
      changes.add(whole);
      change.add("contentChanges", changes);
      client.notify("textDocument/didChange", change);
      assertEquals(List.of("square", "cube"), symbolNames(checked(client.call("textDocument/documentSymbol",
          documentParams(deepUri), TIMEOUT))));

      // A document of about 2 MB.
      String hugeUri = "file:///fuzz/huge.scm";
      StringBuilder huge = new StringBuilder();
      for (int i = 0; huge.length() < 2_000_000; i++) {
        huge.append("(define (f").append(i).append(" x)\n  (let ((y (* x ").append(i).append(")))\n    (+ y 1)))\n");
      }
      client.notify("textDocument/didOpen", openParams(hugeUri, huge.toString()));
      for (String method : List.of("textDocument/documentSymbol", "textDocument/foldingRange",
          "textDocument/formatting", "textDocument/diagnostic")) {
        JsonObject params = documentParams(hugeUri);
        if (method.equals("textDocument/formatting")) {
          params.add("options", formattingOptions());
        }
        JsonObject response = checked(client.call(method, params, 120));
        assertFalse(response.has("error"), method + " on 2 MB: " + response.get("error"));
      }
      for (int i = 0; i < 6; i++) {
        Call call = randomCall(random, hugeUri);
        checked(client.call(call.method(), call.params(), 120));
      }
      framesSent.addAndGet(30);
      probe(client);
      assertTrue(client.readerFailures.isEmpty(), client.readerFailures.toString());
    }
  }

  // ---- requests

  /** A request of a random document method with random (often out-of-range) positions. */
  private record Call(String method, JsonObject params) {}

  private static final String[] POSITION_METHODS = {"textDocument/hover", "textDocument/completion",
      "textDocument/signatureHelp", "textDocument/definition", "textDocument/references",
      "textDocument/documentHighlight", "textDocument/rename", "textDocument/prepareRename"};
  private static final String[] DOCUMENT_METHODS = {"textDocument/documentSymbol", "textDocument/foldingRange",
      "textDocument/semanticTokens/full", "textDocument/diagnostic", "textDocument/formatting",
      "textDocument/rangeFormatting", "textDocument/semanticTokens/range", "textDocument/inlayHint",
      "textDocument/selectionRange", "workspace/symbol"};

  private static Call randomCall(Random random, String uri) {
    if (random.nextBoolean()) {
      String method = POSITION_METHODS[random.nextInt(POSITION_METHODS.length)];
      JsonObject params = hoverParams(uri, randomCoordinate(random), randomCoordinate(random));
      if (method.endsWith("/rename")) {
        params.addProperty("newName", random.nextBoolean() ? "renamed" : "(not a name");
      } else if (method.endsWith("/references")) {
        JsonObject context = new JsonObject();
        context.addProperty("includeDeclaration", true);
        params.add("context", context);
      }
      return new Call(method, params);
    }
    String method = DOCUMENT_METHODS[random.nextInt(DOCUMENT_METHODS.length)];
    JsonObject params = documentParams(uri);
    switch (method) {
      case "textDocument/formatting" -> params.add("options", formattingOptions());
      case "textDocument/rangeFormatting" -> {
        params.add("options", formattingOptions());
        params.add("range", randomRange(random));
      }
      case "textDocument/semanticTokens/range", "textDocument/inlayHint" -> params.add("range", randomRange(random));
      case "textDocument/selectionRange" -> {
        JsonArray positions = new JsonArray();
        positions.add(position(randomCoordinate(random), randomCoordinate(random)));
        params.add("positions", positions);
      }
      case "workspace/symbol" -> {
        params = new JsonObject();
        params.addProperty("query", random.nextBoolean() ? "" : "sq");
      }
      default -> {
      }
    }
    return new Call(method, params);
  }

  private static int randomCoordinate(Random random) {
    return switch (random.nextInt(6)) {
      case 0 -> -1 - random.nextInt(5);
      case 1 -> Integer.MAX_VALUE - random.nextInt(3);
      case 2 -> 1000 + random.nextInt(100_000);
      default -> random.nextInt(5);
    };
  }

  private static JsonObject randomRange(Random random) {
    return range(randomCoordinate(random), randomCoordinate(random), randomCoordinate(random),
        randomCoordinate(random));
  }

  // ---- checks

  /** Asserts a well-formed response: JSON-RPC 2.0, an id, exactly one of result and error, no internal error. */
  private static JsonObject checked(JsonObject response) {
    assertNotNull(response);
    assertEquals("2.0", response.get("jsonrpc").getAsString(), response.toString());
    assertTrue(response.has("id"), "a response without id: " + response);
    assertTrue(response.has("result") != response.has("error"), "expected result or error: " + response);
    if (response.has("error")) {
      JsonObject error = response.getAsJsonObject("error");
      assertTrue(error.get("code").getAsJsonPrimitive().isNumber(), response.toString());
      assertTrue(error.get("message").getAsJsonPrimitive().isString(), response.toString());
      assertTrue(error.get("code").getAsInt() != -32603, "an internal error: " + response);
    }
    requestsAnswered.incrementAndGet();
    return response;
  }

  private static void assertError(JsonObject response, int code) {
    assertTrue(response.has("error"), "expected error " + code + ", got " + response);
    assertEquals(code, response.getAsJsonObject("error").get("code").getAsInt(), response.toString());
  }

  /** A normal request gets the right answer. */
  private static void probe(RawLspClient client) throws Exception {
    JsonObject response = checked(client.call("textDocument/documentSymbol", documentParams(NORMAL_URI), TIMEOUT));
    assertEquals(List.of("square", "cube"), symbolNames(response));
    probes.incrementAndGet();
    framesSent.incrementAndGet();
  }

  private static List<String> symbolNames(JsonObject response) {
    List<String> names = new ArrayList<>();
    for (JsonElement symbol : response.getAsJsonArray("result")) {
      names.add(symbol.getAsJsonObject().get("name").getAsString());
    }
    return names;
  }

  // ---- messages

  private static void initialize(RawLspClient client) throws Exception {
    JsonObject response = checked(client.call("initialize", initializeParams(), TIMEOUT));
    assertEquals("kopi", response.getAsJsonObject("result").getAsJsonObject("serverInfo").get("name").getAsString());
    client.notify("initialized", new JsonObject());
    framesSent.addAndGet(2);
  }

  private static JsonObject initializeParams() {
    JsonObject params = new JsonObject();
    params.add("processId", JsonNull.INSTANCE);
    params.add("rootUri", JsonNull.INSTANCE);
    params.add("capabilities", new JsonObject());
    return params;
  }

  /** A correctly framed body, with {@code extra} added to its length. */
  private static void frame(RawLspClient client, byte[] body, int extra) throws IOException {
    rawFrame(client, body.length + extra, body, "");
  }

  private static void rawFrame(RawLspClient client, int length, byte[] body, String after) throws IOException {
    java.io.ByteArrayOutputStream frame = new java.io.ByteArrayOutputStream();
    frame.writeBytes(("Content-Length: " + length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    frame.writeBytes(body);
    frame.writeBytes(after.getBytes(StandardCharsets.UTF_8));
    client.writeRaw(frame.toByteArray());
    framesSent.incrementAndGet();
  }

  private static JsonObject openParams(String uri, String text) {
    JsonObject item = new JsonObject();
    item.addProperty("uri", uri);
    item.addProperty("languageId", "scheme");
    item.addProperty("version", 1);
    if (text != null) {
      item.addProperty("text", text);
    }
    JsonObject params = new JsonObject();
    params.add("textDocument", item);
    return params;
  }

  private static JsonObject documentParams(String uri) {
    JsonObject document = new JsonObject();
    document.addProperty("uri", uri);
    JsonObject params = new JsonObject();
    params.add("textDocument", document);
    return params;
  }

  private static JsonObject hoverParams(String uri, int line, int character) {
    JsonObject params = documentParams(uri);
    params.add("position", position(line, character));
    return params;
  }

  private static JsonObject position(int line, int character) {
    JsonObject position = new JsonObject();
    position.addProperty("line", line);
    position.addProperty("character", character);
    return position;
  }

  private static JsonObject range(int startLine, int startCharacter, int endLine, int endCharacter) {
    JsonObject range = new JsonObject();
    range.add("start", position(startLine, startCharacter));
    range.add("end", position(endLine, endCharacter));
    return range;
  }

  private static JsonObject formattingOptions() {
    JsonObject options = new JsonObject();
    options.addProperty("tabSize", 2);
    options.addProperty("insertSpaces", true);
    return options;
  }

  private static JsonObject code(String code) {
    JsonObject params = new JsonObject();
    params.addProperty("code", code);
    return params;
  }
}
