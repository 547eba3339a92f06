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
}
