/** The Java equivalent of programs/nqueens-typed.scm: backtracking over occupancy arrays. */
public final class NqueensTyped {
    static int placeQueens(int row, int n, byte[] columns, byte[] rising, byte[] falling) {
        if (row == n) {
            return 1;
        }
        int total = 0;
        for (int column = 0; column < n; column++) {
            int up = row + column;
            int down = row - column + n - 1;
            if (columns[column] == 0 && rising[up] == 0 && falling[down] == 0) {
                columns[column] = 1;
                rising[up] = 1;
                falling[down] = 1;
                total += placeQueens(row + 1, n, columns, rising, falling);
                columns[column] = 0;
                rising[up] = 0;
                falling[down] = 0;
            }
        }
        return total;
    }

    static int queens(int n) {
        return placeQueens(0, n, new byte[n], new byte[2 * n], new byte[2 * n]);
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        long start = System.nanoTime();
        int result = 0;
        for (int i = 0; i < repeat; i++) {
            result = queens(size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
