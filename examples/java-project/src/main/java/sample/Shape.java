package sample;

/** A shape: implemented in Scheme by the classes of src/main/scheme/sample/shapes.scm. */
public interface Shape {
  String name();

  double area();
}
