package kopi.expand;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The feature names of Kawa's {@code (require 'feature)} (Kawa 3.1.1's table), each with the Kawa
 * class that implements it and the Kopi library that provides it, or null when Kopi has none.
 * {@code (require 'srfi-1)} binds what {@code (import (srfi 1))} binds, and so does
 * {@code 'srfi-N} for every SRFI Kopi provides; a Kawa feature Kopi lacks is an error that names it.
 */
public final class KawaFeatures {
  private KawaFeatures() {}

  /** One feature: Kawa's class and the Kopi library key, or null. */
  public record Feature(String name, String kawaClass, String library) {}

  private static final Map<String, Feature> BY_NAME = new LinkedHashMap<>();
  private static final Map<String, Feature> BY_CLASS = new LinkedHashMap<>();

  static {
    put("gnu.kawa.slib.srfi1", "srfi 1", "srfi-1", "list-lib");
    put("gnu.kawa.slib.srfi2", "srfi 2", "srfi-2", "and-let*");
    put("kawa.lib.srfi.8", "srfi 8", "srfi-8", "receive");
    put("kawa.lib.srfi.26", "srfi 26", "srfi-26");
    put("gnu.kawa.slib.srfi34", "srfi 34", "srfi-34");
    put("gnu.kawa.slib.srfi69", "srfi 69", "srfi-69", "hash-table", "basic-hash-tables");
    put("kawa.lib.srfi.95", "srfi 95", "srfi-95", "sorting-and-merging");
    put("gnu.kawa.slib.genwrite", null, "generic-write");
    put("gnu.kawa.slib.pp", "kawa pprint", "pretty-print");
    put("gnu.kawa.slib.ppfile", null, "pprint-file");
    put("gnu.kawa.slib.printf", null, "printf");
    put("gnu.kawa.slib.XML", null, "xml");
    put("gnu.kawa.slib.readtable", null, "readtable", "srfi-10");
    put("gnu.kawa.servlet.HTTP", null, "http");
    put("gnu.kawa.servlet.servlets", null, "servlets");
    put("gnu.kawa.slib.srfi13", "srfi 13", "srfi-13", "string-lib");
    put("gnu.kawa.slib.srfi14", "srfi 14", "srfi-14");
    put("gnu.kawa.slib.conditions", "srfi 35", "srfi-35", "conditions");
    put("gnu.kawa.slib.srfi37", "srfi 37", "srfi-37");
    put("gnu.kawa.slib.Streams", "srfi 41", "srfi-41", "srfi-41-streams");
    put("gnu.kawa.slib.StreamsType", "srfi 41", "srfi-41-streams-type");
    put("gnu.kawa.slib.StreamsPrimitive", "srfi 41", "srfi-41-streams-primitive");
    put("gnu.kawa.slib.StreamsDerived", "srfi 41", "srfi-41-streams-derived");
    put("gnu.kawa.slib.srfi60", "srfi 60", "srfi-60");
    put("gnu.kawa.slib.testing", "srfi 64", "srfi-64", "testing");
    put("gnu.kawa.slib.ralists", "srfi 101", "srfi-101", "random-access-lists", "ra-lists");
    put("kawa.lib.kawa.regex", "kawa regex", "regex");
    put("gnu.kawa.slib.pregexp", null, "pregexp");
    put("gnu.kawa.slib.gui", null, "gui");
    put("gnu.kawa.android.defs", null, "android-defs");
    put("gnu.kawa.javafx.defs", null, "javafx-defs");
    put("gnu.kawa.slib.syntaxutils", null, "syntax-utils");
    put("kawa.lib.kawa.quaternions", null, "quaternions");
  }

  private static void put(String kawaClass, String library, String... names) {
    for (String name : names) {
      Feature feature = new Feature(name, kawaClass, library);
      BY_NAME.put(name, feature);
      BY_CLASS.putIfAbsent(kawaClass, feature);
    }
  }

  /** The features Kopi provides, in Kawa's order: what completion offers after {@code (require '}. */
  public static java.util.List<Feature> available() {
    return BY_NAME.values().stream().filter(f -> f.library() != null).toList();
  }

  /** The feature names Kopi provides: Kawa's, then {@code srfi-N} for the other SRFIs it has. */
  public static java.util.List<String> names() {
    java.util.List<String> names = new java.util.ArrayList<>();
    for (Feature feature : available()) {
      names.add(feature.name());
    }
    for (int number : StandardLibraries.srfis()) {
      if (!names.contains("srfi-" + number)) {
        names.add("srfi-" + number);
      }
    }
    return names;
  }

  /** The feature {@code (require 'name)} asks for, or null when Kawa has no such feature. */
  public static Feature byName(String name) {
    Feature feature = BY_NAME.get(name);
    if (feature == null && name.startsWith("srfi-") && name.substring(5).matches("[0-9]+")
        && StandardLibraries.srfis().contains(Integer.parseInt(name.substring(5)))) {
      // Beyond Kawa's table: 'srfi-N for every SRFI Kopi provides.
      feature = new Feature(name, null, "srfi " + name.substring(5));
    }
    return feature;
  }

  /** The feature whose Kawa class is {@code className} ({@code (require <gnu.kawa.slib.srfi1>)}), or null. */
  public static Feature byClass(String className) {
    return BY_CLASS.get(className);
  }
}
