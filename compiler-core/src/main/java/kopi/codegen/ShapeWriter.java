package kopi.codegen;

import kopi.expand.ClassShapes;
import kopi.expand.ClassSpec;

/**
 * The back end's class writer as the expander's {@link ClassShapes.Writer}, registered as a
 * {@link java.util.ServiceLoader} service: the shape of a {@code define-simple-class} the expander
 * loads is the class {@link ClassDefinitionEmitter} writes, without debugging information.
 */
public final class ShapeWriter implements ClassShapes.Writer {
  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public ShapeWriter() {}

  @Override
  public byte[] write(ClassSpec spec) {
    return ClassDefinitionEmitter.emit(spec, null, null);
  }
}
