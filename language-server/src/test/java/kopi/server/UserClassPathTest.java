package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import kopi.server.eval.UserClassPath;
import org.junit.jupiter.api.Test;

/** The arguments of {@code kopi lsp}: a client's transport flag is not an error. */
class UserClassPathTest {

  @Test
  void aClientsTransportFlagIsIgnoredAndAMissingPathIsAnError() {
    // vscode-languageclient starts the server as "... lsp --stdio".
    assertNull(UserClassPath.configure(List.of("--stdio")));
    assertEquals("-cp needs a path", UserClassPath.configure(List.of("--stdio", "-cp")));
    UserClassPath.install(List.of());
  }
}
