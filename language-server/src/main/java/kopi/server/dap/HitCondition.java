package kopi.server.dap;

/**
 * A breakpoint's hit condition, as editors spell it: {@code 3} or {@code == 3} (the third hit),
 * {@code > 3}, {@code >= 3}, {@code < 3}, {@code <= 3}, or {@code % 3} (every third hit). Text that
 * is none of these never holds back a stop.
 */
final class HitCondition {
  private HitCondition() {}

  static boolean passes(String condition, int hits) {
    String text = condition.strip();
    String operator = "==";
    for (String candidate : new String[] {">=", "<=", "==", ">", "<", "%", "="}) {
      if (text.startsWith(candidate)) {
        operator = candidate;
        text = text.substring(candidate.length()).strip();
        break;
      }
    }
    long n;
    try {
      n = Long.parseLong(text);
    } catch (NumberFormatException e) {
      return true;
    }
    return switch (operator) {
      case ">=" -> hits >= n;
      case "<=" -> hits <= n;
      case ">" -> hits > n;
      case "<" -> hits < n;
      case "%" -> n > 0 && hits % n == 0;
      default -> hits == n;
    };
  }
}
