/** The start-up baseline: the smallest Java program that prints "hi". */
public final class Hello {
    public static void main(String[] args) {
        System.out.print("hi");
    }
}
