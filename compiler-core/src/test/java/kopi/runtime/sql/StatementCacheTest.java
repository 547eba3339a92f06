package kopi.runtime.sql;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which statement texts run through executeQuery: only those that are certainly queries. */
class StatementCacheTest {
  @Test
  void onlySelectAndValuesAreCertainlyQueries() {
    assertTrue(StatementCache.isQuery("select name from person where id = ?"));
    assertTrue(StatementCache.isQuery("  SELECT 1"));
    assertTrue(StatementCache.isQuery("(select 1) union (select 2)"));
    assertTrue(StatementCache.isQuery("values (1)"));
    assertTrue(StatementCache.isQuery("select"));
    assertFalse(StatementCache.isQuery("selected_rows"));
    assertFalse(StatementCache.isQuery("insert into person values (?)"));
    assertFalse(StatementCache.isQuery("with t as (select 1) delete from person"));
    assertFalse(StatementCache.isQuery("update person set age = 1"));
    assertFalse(StatementCache.isQuery(""));
  }
}
