package sample;

import java.util.List;
import kopi.runtime.Launcher;
import kopi.runtime.Procedure;

/** Java calling Scheme: the classes and procedures of shapes.scm. */
public final class Main {
  private Main() {}

  public static void main(String[] args) throws Exception {
    // The one line that runs shapes.scm's definitions, so that its classes and procedures work.
    Class<?> shapes = Class.forName("sample.shapes");
    Launcher.load(shapes);

    Shape circle = (Shape) Class.forName("sample.Circle").getConstructor(double.class).newInstance(2.0);
    Shape square = (Shape) Class.forName("sample.Square").getConstructor(double.class).newInstance(3.0);
    Object describe = shapes.getField("describe").get(null);
    Object totalArea = shapes.getField("total-area").get(null);
    for (Shape shape : List.of(circle, square)) {
      System.out.println(Procedure.call(describe, shape));
    }
    System.out.println("total: " + Units.squareMetres((Double) Procedure.call(totalArea, List.of(circle, square))));
  }
}
