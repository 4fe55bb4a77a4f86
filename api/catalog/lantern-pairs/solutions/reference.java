import java.io.*;
import java.util.*;

public class Main {
    // Merge sort: before merging two sorted halves, count for each left value how many right
    // values it more than doubles (a two-pointer sweep), then merge.
    static long sortCount(long[] a, long[] tmp, int lo, int hi) {
        if (hi - lo <= 1) return 0;
        int mid = (lo + hi) / 2;
        long count = sortCount(a, tmp, lo, mid) + sortCount(a, tmp, mid, hi);
        int j = mid;
        for (int i = lo; i < mid; i++) {
            while (j < hi && a[i] > 2 * a[j]) j++;
            count += j - mid;
        }
        int i = lo, k = lo;
        j = mid;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (long) in.nval;
        }
        System.out.println(sortCount(a, new long[n], 0, n));
    }
}
