package kopi.server.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProtocolTest {

  @Test
  void repliesAndOutputSurviveTheirJsonForm() {
    Protocol.Reply reply = new Protocol.Reply(3, "ERROR", List.of("1", "\"two\""),
        List.of(new Protocol.WireDiagnostic("expand.unbound", "WARNING", "EXPAND", "unbound variable: x", 4, 5, 1, 0, 1,
            1)),
        new Protocol.Failure("car: expected pair, got 1", "a.scm", 2, 0), "a.scm:2: car: expected pair, got 1", null, 7,
        null);
    String line = Protocol.encode(reply);
    assertTrue(line.startsWith(Protocol.MARK));
    assertEquals(reply, Protocol.decodeWorkerLine(line).orElseThrow().reply().orElseThrow());
    Protocol.Output output = new Protocol.Output(3, "out", "<é>\n\"");
    assertEquals(output, Protocol.decodeWorkerLine(Protocol.encode(output)).orElseThrow().output().orElseThrow());
  }

  @Test
  void requestsSurviveTheirJsonForm() {
    Protocol.Request request = Protocol.Request.eval(5, "(display \"x\")", "/w/a.scm", 10, 2, 3, 100);
    assertEquals(request, Protocol.decodeRequest(Protocol.encode(request)));
  }

  @Test
  void linesWithoutTheMarkOrWithBrokenJsonAreNotProtocol() {
    assertTrue(Protocol.decodeWorkerLine("{\"type\":\"reply\",\"id\":1}").isEmpty(), "no mark: stray output");
    assertTrue(Protocol.decodeWorkerLine(Protocol.MARK + "{\"type\":\"reply\",").isEmpty());
    assertTrue(Protocol.decodeWorkerLine(Protocol.MARK + "[1,2]").isEmpty());
    assertTrue(Protocol.decodeWorkerLine(Protocol.MARK + "{\"type\":\"other\"}").isEmpty());
  }
}
