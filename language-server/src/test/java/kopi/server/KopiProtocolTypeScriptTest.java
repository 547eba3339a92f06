package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The VS Code extension's declaration of the {@code kopi/*} wire format
 * ({@code vscode-extension/src/protocol.ts}) says what the server's records say: an interface per
 * record of {@link KopiProtocol} (and {@link KopiLanguageClient.OutputParams}) with the same name
 * and the same fields in the same order, a field the server always sends (a primitive) not
 * optional, and the same method names.
 */
class KopiProtocolTypeScriptTest {
  private static final Path PROTOCOL_TS = Path.of("..", "vscode-extension", "src", "protocol.ts");
  /** Interfaces of protocol.ts that are LSP's own types, not records of the server. */
  private static final Set<String> LSP_TYPES = Set.of("LspPosition", "LspRange", "TextDocumentIdentifier");

  private static final Pattern INTERFACE = Pattern.compile("export interface (\\w+) \\{([^}]*)\\}");
  private static final Pattern FIELD = Pattern.compile("^\\s*readonly (\\w+)(\\??):", Pattern.MULTILINE);
  private static final Pattern METHOD = Pattern.compile("export const \\w+_METHOD = '([^']+)';");

  /** A field of a TypeScript interface: its name and whether it is optional. */
  private record TsField(String name, boolean optional) {}

  @Test
  void everyRecordHasTheSameInterfaceInTypeScript() throws IOException {
    Map<String, List<TsField>> interfaces = interfaces(Files.readString(PROTOCOL_TS));
    List<Class<?>> records = new ArrayList<>();
    for (Class<?> nested : KopiProtocol.class.getDeclaredClasses()) {
      if (nested.isRecord()) {
        records.add(nested);
      }
    }
    records.add(KopiLanguageClient.OutputParams.class);
    Set<String> expected = new TreeSet<>(LSP_TYPES);
    for (Class<?> record : records) {
      expected.add(record.getSimpleName());
      List<TsField> fields = interfaces.get(record.getSimpleName());
      assertNotNull(fields, "protocol.ts declares no interface " + record.getSimpleName());
      List<String> javaNames = new ArrayList<>();
      for (RecordComponent component : record.getRecordComponents()) {
        javaNames.add(component.getName());
      }
      assertEquals(javaNames, fields.stream().map(TsField::name).toList(),
          "the fields of " + record.getSimpleName() + " in protocol.ts");
      for (RecordComponent component : record.getRecordComponents()) {
        if (component.getType().isPrimitive()) {
          assertFalse(fields.get(javaNames.indexOf(component.getName())).optional(),
              record.getSimpleName() + "." + component.getName() + " is always sent, so not optional in protocol.ts");
        }
      }
    }
    assertEquals(expected, new TreeSet<>(interfaces.keySet()), "the interfaces of protocol.ts");
  }

  @Test
  void theMethodNamesAreTheSame() throws IOException, IllegalAccessException {
    Set<String> java = new TreeSet<>();
    for (Field field : KopiProtocol.class.getDeclaredFields()) {
      if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
        java.add((String) field.get(null));
      }
    }
    java.add(KopiLanguageClient.OUTPUT_METHOD);
    Set<String> typeScript = new TreeSet<>();
    Matcher method = METHOD.matcher(Files.readString(PROTOCOL_TS));
    while (method.find()) {
      typeScript.add(method.group(1));
    }
    assertEquals(java, typeScript);
  }

  private static Map<String, List<TsField>> interfaces(String source) {
    Map<String, List<TsField>> result = new LinkedHashMap<>();
    Matcher declaration = INTERFACE.matcher(source);
    while (declaration.find()) {
      List<TsField> fields = new ArrayList<>();
      Matcher field = FIELD.matcher(declaration.group(2));
      while (field.find()) {
        fields.add(new TsField(field.group(1), !field.group(2).isEmpty()));
      }
      result.put(declaration.group(1), fields);
    }
    return result;
  }
}
