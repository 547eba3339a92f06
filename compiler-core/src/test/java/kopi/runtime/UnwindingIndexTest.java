package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The unwinding index and the embedded copies of the indexes that start-up reads. */
class UnwindingIndexTest {
  /** The unwinding index the build wrote agrees with the marks on the runtime's classes. */
  @Test
  void theUnwindingIndexIsCurrent() throws Exception {
    Path classes = Path.of(Builtins.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (InputStream in = Builtins.class.getClassLoader().getResourceAsStream(UnwindingIndex.RESOURCE)) {
      assertNotNull(in, "the build did not write " + UnwindingIndex.RESOURCE);
      assertEquals(UnwindingIndex.text(classes), new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    // The copies start-up reads are the class constants the build wrote next to the resources.
    assertEquals(IndexResources.readResource(UnwindingIndex.RESOURCE),
        IndexResources.embedded(UnwindingIndex.RESOURCE));
    assertEquals(IndexResources.readResource(Builtins.INDEX_RESOURCE),
        IndexResources.embedded(Builtins.INDEX_RESOURCE));
    assertEquals(null, IndexResources.embedded("kopi/runtime/no-such.index"));
    UnwindingIndex index = UnwindingIndex.get();
    assertTrue(index.hasClass("kopi/runtime/Continuations"));
    assertFalse(index.hasClass("kopi/runtime/NoSuchClass"));
    assertTrue(index.unwindable("kopi/runtime/Continuations", "obstacle", "()Ljava/lang/String;"));
    assertFalse(index.unwindable("kopi/runtime/Continuations", "describe", "(Ljava/lang/String;)Ljava/lang/String;"));
    assertTrue(index.callsNoScheme("kopi/runtime/Char"));
    assertFalse(index.callsNoScheme("kopi/runtime/Continuations"));
  }

  /** The binary search over the sorted class lines finds every class with its mark and methods, and no other name. */
  @Test
  void everyClassOfTheIndexIsFound() {
    String text = IndexResources.read(UnwindingIndex.RESOURCE);
    UnwindingIndex index = UnwindingIndex.get();
    java.util.List<String> wrong = new java.util.ArrayList<>();
    String current = null;
    int classes = 0;
    for (int at = 0; at < text.length(); at = IndexResources.lineEnd(text, at) + 1) {
      String[] fields = text.substring(at, IndexResources.lineEnd(text, at)).split("\t");
      if (fields[0].equals("c")) {
        current = fields[1];
        classes++;
        if (!index.hasClass(current) || index.callsNoScheme(current) != fields[2].equals("1")
            || index.hasClass(current + "$")) {
          wrong.add(current);
        }
      } else if (fields[0].equals("u")) {
        int paren = fields[1].indexOf('(');
        if (!index.unwindable(current, fields[1].substring(0, paren), fields[1].substring(paren))) {
          wrong.add(current + "." + fields[1]);
        }
      }
    }
    assertTrue(classes > 100);
    assertFalse(index.hasClass(""));
    assertFalse(index.hasClass("zzz"));
    assertEquals(java.util.List.of(), wrong);
  }
}
