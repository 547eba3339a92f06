package kopi.server.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OutputCaptureTest {

  @Test
  void keepsTheOrderOfStreamsAndSplitsIntoChunks() {
    OutputCapture capture = new OutputCapture(4, 0);
    capture.append("out", "ab", 0, 2);
    capture.append("err", "oops", 1, 2);
    capture.append("out", "c".repeat(OutputCapture.CHUNK + 5), 0, OutputCapture.CHUNK + 5);
    List<Protocol.Output> taken = capture.take();
    assertEquals(new Protocol.Output(4, "out", "ab"), taken.get(0));
    assertEquals(new Protocol.Output(4, "err", "op"), taken.get(1));
    assertEquals(OutputCapture.CHUNK, taken.get(2).text().length());
    assertEquals(5, taken.get(3).text().length());
    assertEquals(4, taken.size());
    assertTrue(capture.take().isEmpty(), "taken output is gone");
  }

  @Test
  void dropsPastTheLimitAndMarksWhereOnce() {
    OutputCapture capture = new OutputCapture(9, 10);
    capture.append("out", "12345678", 0, 8);
    capture.append("out", "abcdef", 0, 6);
    capture.append("out", "more", 0, 4);
    List<String> seen = new ArrayList<>();
    for (Protocol.Output output : capture.take()) {
      seen.add(output.stream() + ":" + output.text());
    }
    assertEquals(List.of("out:12345678ab", Protocol.TRUNCATED + ":"), seen);
    assertEquals(8, capture.dropped());
  }
}
