/* ZenCode harness runtime, C++ layer: typed readers/writers and exception capture. */
#include <cxxabi.h>

namespace zc {
using std::string;
using std::vector;

/* A list longer than this is a cycle the solution left behind. */
const long long kMaxListNodes = 1000000;

inline void rd(int &value) { value = (int)zc_r_i64(); }
inline void rd(uint32_t &value) { value = (uint32_t)zc_r_i64(); }
inline void rd(long long &value) { value = zc_r_i64(); }
inline void rd(double &value) { value = zc_r_f64(); }
inline void rd(bool &value) { value = zc_r_i64() != 0; }
inline void rd(char &value) { value = (char)zc_r_i64(); }
inline void rd(string &value) {
  int length = 0;
  char *text = zc_r_str(&length);
  value.assign(text ? text : "", (size_t)length);
  free(text);
}
inline void rd(ListNode *&head) {
  long long count = zc_r_i64();
  ListNode *tail = nullptr;
  head = nullptr;
  for (long long index = 0; index < count; index++) {
    ListNode *node = new ListNode((int)zc_r_i64());
    if (tail) tail->next = node;
    else head = node;
    tail = node;
  }
}
inline void rd(TreeNode *&root) {
  long long count = zc_r_i64();
  vector<TreeNode *> nodes;
  for (long long index = 0; index < count; index++) {
    nodes.push_back(zc_r_null() ? nullptr : new TreeNode((int)zc_r_i64()));
  }
  root = nodes.empty() ? nullptr : nodes[0];
  size_t child = 1;
  for (size_t parent = 0; parent < nodes.size() && child < nodes.size(); parent++) {
    if (!nodes[parent]) continue;
    if (child < nodes.size()) nodes[parent]->left = nodes[child++];
    if (child < nodes.size()) nodes[parent]->right = nodes[child++];
  }
}
template <class T> void rd(vector<T> &items) {
  items.clear();
  if (zc_r_null()) return;
  long long count = zc_r_i64();
  items.reserve((size_t)count);
  for (long long index = 0; index < count; index++) {
    T item;
    rd(item);
    items.push_back(item);
  }
}

inline void wr(int value) { zc_w_i64(value); }
inline void wr(uint32_t value) { zc_w_i64((long long)value); }
inline void wr(long long value) { zc_w_i64(value); }
inline void wr(double value) { zc_w_f64(value); }
inline void wr(bool value) { zc_w_i64(value ? 1 : 0); }
inline void wr(char value) { zc_w_i64((unsigned char)value); }
inline void wr(const string &value) { zc_w_bytes(value.data(), value.size()); }
inline void wr(ListNode *head) {
  vector<int> values;
  for (ListNode *node = head; node; node = node->next) {
    if ((long long)values.size() >= kMaxListNodes) throw std::runtime_error("Found cycle in the ListNode");
    values.push_back(node->val);
  }
  zc_w_i64((long long)values.size());
  for (int value : values) zc_w_i64(value);
}
inline void wr(TreeNode *root) {
  vector<TreeNode *> order;
  if (root) order.push_back(root);
  for (size_t index = 0; index < order.size(); index++) {
    if (!order[index]) continue;
    if ((long long)order.size() >= kMaxListNodes) throw std::runtime_error("Found cycle in the TreeNode");
    order.push_back(order[index]->left);
    order.push_back(order[index]->right);
  }
  zc_w_i64((long long)order.size());
  for (TreeNode *node : order) node ? zc_w_i64(node->val) : zc_w_null();
}
template <class T> void wr(const vector<T> &items) {
  zc_w_i64((long long)items.size());
  for (size_t index = 0; index < items.size(); index++) {
    if constexpr (std::is_same<T, bool>::value) wr((bool)items[index]);
    else wr(items[index]);
  }
}

inline string demangle(const char *name) {
  int status = 0;
  char *readable = abi::__cxa_demangle(name, nullptr, nullptr, &status);
  string result = status == 0 && readable ? readable : name;
  free(readable);
  return result;
}

/* Runs one case; an escaping exception becomes that case's error, worded as g++'s terminate. */
inline void guard(void (*run_case)()) {
  try {
    run_case();
  } catch (const std::bad_alloc &) {
    zc_fail("mle", "std::bad_alloc");
  } catch (const std::exception &error) {
    string message = "terminate called after throwing an instance of '" + demangle(typeid(error).name()) +
                     "'\n  what():  " + error.what();
    zc_fail("re", message.c_str());
  } catch (...) {
    zc_fail("re", "terminate called after throwing an exception");
  }
}
}  // namespace zc

static void zc_flush_streams() {
  std::cout.flush();
  std::cerr.flush();
}
