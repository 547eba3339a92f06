package kopi.runtime;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the indexes the build writes ({@link Builtins#INDEX_RESOURCE}, {@link UnwindingIndex#RESOURCE})
 * from where start-up finds them fastest. The build writes each one twice: as a class-path
 * resource, and as a string constant of the generated class {@value #EMBEDDED_CLASS}. Every
 * start-up reads both indexes, and a resource costs a search of the JDK's modules (the class
 * loader asks its parents first), reading from the jar and decoding, a few milliseconds of
 * interpreted code; a class constant is read by the JVM, and from the class-data-sharing archive
 * already decoded. Without the class (classes compiled by something other than Maven) the
 * resource is read, and without that the caller falls back to reflection.
 */
public final class IndexResources {
  private IndexResources() {}

  /** The binary name of the class the build generates ({@link #writeEmbedded}). */
  static final String EMBEDDED_CLASS = "kopi.runtime.EmbeddedIndexes";
  /** Its one method: {@code public static String[] texts()}. */
  private static final String EMBEDDED_METHOD = "texts";

  /**
   * The embedded indexes as {@link #writeEmbedded} lays them out: for each, its resource name,
   * the parts of its text, then null. Null when there is no generated class.
   */
  private static final String[] EMBEDDED = embedded();

  private static String[] embedded() {
    try {
      Class<?> type = Class.forName(EMBEDDED_CLASS, true, IndexResources.class.getClassLoader());
      return (String[]) type.getMethod(EMBEDDED_METHOD).invoke(null);
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      return null;
    }
  }

  /** The text of index {@code resource}: the embedded copy, else the resource; null when neither exists. */
  static String read(String resource) {
    String text = embedded(resource);
    return text != null ? text : readResource(resource);
  }

  /** The embedded copy of index {@code resource}, or null. */
  static String embedded(String resource) {
    String[] texts = EMBEDDED;
    if (texts == null) {
      return null;
    }
    int at = 0;
    while (at < texts.length) {
      String name = texts[at++];
      int end = at;
      while (texts[end] != null) {
        end++;
      }
      if (name.equals(resource)) {
        if (end == at + 1) {
          return texts[at];
        }
        int length = 0;
        for (int i = at; i < end; i++) {
          length += texts[i].length();
        }
        StringBuilder text = new StringBuilder(length);
        for (int i = at; i < end; i++) {
          text.append(texts[i]);
        }
        return text.toString();
      }
      at = end + 1;
    }
    return null;
  }

  /** Where the line of an index text starting at {@code at} ends: its newline, or the end of the text. */
  static int lineEnd(String text, int at) {
    int end = text.indexOf('\n', at);
    return end < 0 ? text.length() : end;
  }

  /**
   * The kind of the index line from {@code at} to {@code end}: its first character (the kind is
   * followed by a tab), or {@code '#'}, a comment, for a line too short to hold one.
   */
  static char lineKind(String text, int at, int end) {
    return end > at + 2 ? text.charAt(at) : '#';
  }

  /** The class-path resource {@code resource} as UTF-8 text, or null when there is none. */
  static String readResource(String resource) {
    try (InputStream in = IndexResources.class.getClassLoader().getResourceAsStream(resource)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * Writes {@value #EMBEDDED_CLASS} under {@code classesDirectory}: a class whose static method
   * {@code texts()} returns the given indexes (resource name to text) in the layout {@link #EMBEDDED}
   * describes. A class constant holds at most 65,535 bytes of modified UTF-8, so a long text is
   * cut into parts. The class file is written by hand (the runtime does not use ASM): straight-line
   * code needs no stack map frames.
   */
  public static void writeEmbedded(Path classesDirectory, Map<String, String> texts) throws IOException {
    List<String> elements = new ArrayList<>();
    for (Map.Entry<String, String> entry : texts.entrySet()) {
      elements.add(entry.getKey());
      String text = entry.getValue();
      int at = 0;
      do {
        int end = partEnd(text, at);
        elements.add(text.substring(at, end));
        at = end;
      } while (at < text.length());
      elements.add(null);
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    String internalName = EMBEDDED_CLASS.replace('.', '/');
    // Constant pool: 1 this name, 2 this class, 3 Object name, 4 Object class, 5 String name,
    // 6 String class, 7 "texts", 8 its descriptor, 9 "Code", then a Utf8 and a String per string.
    out.writeInt(0xCAFEBABE);
    out.writeShort(0);
    out.writeShort(52);
    int strings = 0;
    for (String element : elements) {
      strings += element == null ? 0 : 1;
    }
    out.writeShort(10 + 2 * strings);
    out.writeByte(1);
    out.writeUTF(internalName);
    out.writeByte(7);
    out.writeShort(1);
    out.writeByte(1);
    out.writeUTF("java/lang/Object");
    out.writeByte(7);
    out.writeShort(3);
    out.writeByte(1);
    out.writeUTF("java/lang/String");
    out.writeByte(7);
    out.writeShort(5);
    out.writeByte(1);
    out.writeUTF(EMBEDDED_METHOD);
    out.writeByte(1);
    out.writeUTF("()[Ljava/lang/String;");
    out.writeByte(1);
    out.writeUTF("Code");
    int utf8 = 10;
    for (String element : elements) {
      if (element != null) {
        out.writeByte(1);
        out.writeUTF(element);
        out.writeByte(8);
        out.writeShort(utf8);
        utf8 += 2;
      }
    }
    ByteArrayOutputStream code = new ByteArrayOutputStream();
    DataOutputStream insns = new DataOutputStream(code);
    insns.writeByte(0x11); // sipush
    insns.writeShort(elements.size());
    insns.writeByte(0xbd); // anewarray java/lang/String
    insns.writeShort(6);
    int constant = 0;
    for (int i = 0; i < elements.size(); i++) {
      if (elements.get(i) == null) {
        continue; // a new array holds null already
      }
      insns.writeByte(0x59); // dup
      insns.writeByte(0x11); // sipush i
      insns.writeShort(i);
      insns.writeByte(0x13); // ldc_w
      insns.writeShort(11 + 2 * constant++);
      insns.writeByte(0x53); // aastore
    }
    insns.writeByte(0xb0); // areturn
    out.writeShort(0x0031); // public final super
    out.writeShort(2);
    out.writeShort(4);
    out.writeShort(0); // interfaces
    out.writeShort(0); // fields
    out.writeShort(1); // methods
    out.writeShort(0x0009); // public static
    out.writeShort(7);
    out.writeShort(8);
    out.writeShort(1); // attributes: Code
    out.writeShort(9);
    out.writeInt(2 + 2 + 4 + code.size() + 2 + 2);
    out.writeShort(4); // max stack
    out.writeShort(0); // max locals
    out.writeInt(code.size());
    code.writeTo(out);
    out.writeShort(0); // exception table
    out.writeShort(0); // code attributes
    out.writeShort(0); // class attributes
    out.flush();
    Path file = classesDirectory.resolve(internalName + ".class");
    Files.createDirectories(file.getParent());
    Files.write(file, bytes.toByteArray());
  }

  /** Where the part of {@code text} starting at {@code at} ends: its modified UTF-8 fits a constant. */
  private static int partEnd(String text, int at) {
    int size = 0;
    int end = at;
    while (end < text.length()) {
      char c = text.charAt(end);
      int length = c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
      if (size + length > 65_535) {
        break;
      }
      size += length;
      end++;
    }
    return end;
  }
}
