package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * vscode-languageclient registers every command of the server's {@code executeCommandProvider} as a
 * VS Code command, and VS Code refuses a second registration of an id ("command 'kopi.loadFile'
 * already exists"), which made the server's initialisation fail in a real VS Code. So the ids the
 * server advertises must differ from every command the VS Code extension contributes.
 */
class EditorCommandIdsTest {
  @Test
  void advertisedCommandsDoNotClashWithTheVsCodeExtensionsCommands() throws Exception {
    Path manifest = Path.of("..", "vscode-extension", "package.json");
    assertTrue(Files.isRegularFile(manifest), "expected the extension's manifest at " + manifest.toAbsolutePath());
    List<String> contributed = new ArrayList<>();
    for (JsonElement command : JsonParser.parseString(Files.readString(manifest)).getAsJsonObject()
        .getAsJsonObject("contributes").getAsJsonArray("commands")) {
      contributed.add(command.getAsJsonObject().get("command").getAsString());
    }
    assertTrue(contributed.contains("kopi.loadFile"), "the manifest lists the extension's commands: " + contributed);
    Set<String> clashes = new HashSet<>(KopiLanguageServer.COMMANDS);
    clashes.retainAll(contributed);
    assertEquals(Set.of(), clashes, "server commands that VS Code would register twice");
    assertFalse(KopiLanguageServer.COMMANDS.isEmpty());
  }
}
