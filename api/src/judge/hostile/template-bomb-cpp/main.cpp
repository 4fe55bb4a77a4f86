// 2^28 distinct instantiations: the compiler runs out of time or memory.
template <int N, int M> struct Blow {
  static const int value = Blow<N - 1, 2 * M>::value + Blow<N - 1, 2 * M + 1>::value;
};
template <int M> struct Blow<0, M> {
  static const int value = 1;
};
int main() { return Blow<28, 0>::value; }
