/**
 * What the distribution archive's launcher needs besides {@code kopi.jar}:
 * {@link kopi.dist.ClassDataArchive} makes the class-data-sharing archive on first run, so that
 * {@code bin/kopi} itself needs nothing but bash and Java.
 */
package kopi.dist;
