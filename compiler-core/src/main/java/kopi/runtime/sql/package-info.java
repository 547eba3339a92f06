/**
 * {@code &sql{...}}: SQL statements whose substituted values are JDBC parameters, never SQL text,
 * so no value can change what a statement does (the plan the Kawa 2.0 announcement gave for
 * {@code &sql}, which Kawa never shipped).
 *
 * <h2>Design</h2>
 * The reader gives {@code &sql{select name from person where age > &[n]}} as any extended literal:
 * {@code ($construct$:sql "select name from person where age > " $<<$ n $>>$)}. The builtin
 * {@code $construct$:sql} ({@link kopi.runtime.sql.SqlLib}) splits its arguments into text and
 * values with {@link kopi.runtime.process.Template#split}, and {@link kopi.runtime.sql.SqlTemplate}
 * writes one {@code ?} per value (one per element, comma-separated, for a list or a vector, so
 * {@code in (&[ids])} works; {@code NULL} for an empty one) and binds the value to it
 * ({@link kopi.runtime.sql.SqlValues}). The one exception is an
 * {@link kopi.runtime.sql.SqlIdentifier} made by {@code (sql-identifier name)}, written as the
 * name between the database's identifier quotes with the quotes inside doubled.
 *
 * <p>The expander runs {@link kopi.runtime.sql.SqlTemplate#check} on the literal as written: a
 * value inside an SQL string literal ({@code '&[x]'}), a quoted identifier or a comment, an
 * unterminated string, identifier or comment, a {@code ?} in the text, and anything but text and
 * {@code &[...]} in the literal (a nested template would be dynamic SQL text) are compile-time
 * errors with their range. It also rewrites {@code with-database} calls (below) and {@code (sql-for-each proc &sql{...})} so the literal
 * becomes {@code (%sql-statement ...)}, a statement built but not run, which {@code sql-for-each}
 * runs while streaming.
 *
 * <h2>Connections, results, transactions</h2>
 * <ul>
 *   <li>{@code current-database} is a parameter holding a {@code java.sql.Connection} (initially
 *       {@code #f}); {@code (sql-connect url [user password])} opens one through
 *       {@code DriverManager}, {@code (sql-close db)} closes it, and
 *       {@code (with-database url-or-connection thunk)} binds it around the thunk and closes it
 *       however the thunk ends. The expander writes a call of {@code with-database} as
 *       {@code parameterize} of {@code (%sql-open db)} around {@code dynamic-wind}, whose frames
 *       take part in re-entrant continuations; the builtin itself serves it as a value.</li>
 *   <li>A statement that yields a result set evaluates to a list of rows, each an association list
 *       from column label (a symbol, as the driver spells it) to value, in column order; any other
 *       statement evaluates to its update count (an exact integer, so {@code ::int} and
 *       {@code ::long} take it as it is). Column values convert as {@link kopi.runtime.sql.SqlValues}
 *       says ({@code NULL} is {@code #f}).</li>
 *   <li>{@code (with-transaction thunk)} commits when the thunk returns and rolls back on any other
 *       exit: a Scheme error, a raise, an escaping continuation, {@code exit}. Nested, it is a
 *       savepoint. Its Java frame does not take part in re-entrant continuations, so a
 *       continuation captured inside is escape-only (re-entering it is a clear error, never a
 *       transaction committed twice).</li>
 *   <li>A database error is a Scheme error whose message names the SQL state (SQLite's driver
 *       gives none: its error code then) and the place of the {@code &sql} form, the innermost
 *       Scheme frame on the stack ({@code &sql at FILE:LINE:COL: ...}).</li>
 * </ul>
 *
 * <p>No JDBC driver is a dependency of the runtime: a compiled program adds the one it uses to its
 * class path. The build uses SQLite's {@code org.xerial:sqlite-jdbc} and
 * {@code org.postgresql:postgresql} for tests, and the {@code kopi} jar bundles SQLite's. Prepared statements are kept per connection by their text
 * ({@link kopi.runtime.sql.StatementCache}), so a literal evaluated in a loop costs what a
 * reused {@code PreparedStatement} costs in Java. {@code sql-for-each} asks the driver for rows in
 * batches of 256; PostgreSQL's driver honours that only inside a transaction
 * ({@code with-transaction}), and otherwise reads the whole result before the first row.
 */
package kopi.runtime.sql;
