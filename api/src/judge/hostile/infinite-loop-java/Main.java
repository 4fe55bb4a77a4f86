public class Main {
  public static void main(String[] args) {
    long n = 0;
    while (n >= 0) {
      n = (n * 31 + 7) & 0x7fffffffffffL;
    }
    System.out.println(n);
  }
}
