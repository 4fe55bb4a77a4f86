#include <cstring>
#include <vector>
int main() {
  std::vector<char*> blocks;
  for (;;) {
    char* block = new char[16 << 20];
    std::memset(block, 7, 16 << 20);
    blocks.push_back(block);
  }
}
