package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The {@code kopi.stack} property's sizes. */
class LauncherStackSizeTest {
  @Test
  void sizesAreBytesOrKiloMegaGiga() {
    assertEquals(4096, Launcher.stackSize("4096", 1));
    assertEquals(512L << 10, Launcher.stackSize("512k", 1));
    assertEquals(64L << 20, Launcher.stackSize("64M", 1));
    assertEquals(1L << 30, Launcher.stackSize(" 1g ", 1));
  }

  @Test
  void anythingElseGivesTheDefault() {
    for (String text : new String[] {null, "", "m", "-5m", "0", "big", "99999999999g"}) {
      assertEquals(7, Launcher.stackSize(text, 7), String.valueOf(text));
    }
  }
}
