import type { ClassSignature, LanguageId } from '../../contract/signature.ts';

/**
 * LeetCode's Simple Bank System (2043) plus a synthetic array-returning method: constructor
 * parameters, long and boolean arguments and results, and an array result (C's retSize).
 */
export const bankSignature: ClassSignature = {
  kind: 'class',
  className: 'Bank',
  constructorParams: [{ name: 'balance', type: 'long[]' }],
  methods: [
    {
      name: 'transfer',
      params: [
        { name: 'account1', type: 'integer' },
        { name: 'account2', type: 'integer' },
        { name: 'money', type: 'long' },
      ],
      return: { type: 'boolean' },
    },
    {
      name: 'deposit',
      params: [
        { name: 'account', type: 'integer' },
        { name: 'money', type: 'long' },
      ],
      return: { type: 'boolean' },
    },
    {
      name: 'withdraw',
      params: [
        { name: 'account', type: 'integer' },
        { name: 'money', type: 'long' },
      ],
      return: { type: 'boolean' },
    },
    { name: 'snapshot', params: [], return: { type: 'long[]' } },
  ],
};

export const bankCase = {
  input:
    '["Bank","withdraw","transfer","deposit","transfer","withdraw","snapshot"]\n[[[10,100,20,50,30]],[3,10],[5,1,20],[5,20],[3,4,15],[10,50],[]]',
  expected: '[null,true,true,true,false,false,[30,100,10,50,30]]',
};

export const bankSolutions: Record<LanguageId, string> = {
  cpp: `class Bank {
    vector<long long> b;
    bool ok(int a) { return a >= 1 && a <= (int)b.size(); }
public:
    Bank(vector<long long>& balance) : b(balance) {}
    bool transfer(int account1, int account2, long long money) {
        if (!ok(account1) || !ok(account2) || b[account1 - 1] < money) return false;
        b[account1 - 1] -= money; b[account2 - 1] += money; return true;
    }
    bool deposit(int account, long long money) {
        if (!ok(account)) return false;
        b[account - 1] += money; return true;
    }
    bool withdraw(int account, long long money) {
        if (!ok(account) || b[account - 1] < money) return false;
        b[account - 1] -= money; return true;
    }
    vector<long long> snapshot() { return b; }
};
`,
  c: `typedef struct {
    long long* b;
    int n;
} Bank;

Bank* bankCreate(long long* balance, int balanceSize) {
    Bank* obj = malloc(sizeof(Bank));
    obj->b = malloc(sizeof(long long) * balanceSize);
    memcpy(obj->b, balance, sizeof(long long) * balanceSize);
    obj->n = balanceSize;
    return obj;
}
static bool ok(Bank* obj, int a) { return a >= 1 && a <= obj->n; }
bool bankTransfer(Bank* obj, int account1, int account2, long long money) {
    if (!ok(obj, account1) || !ok(obj, account2) || obj->b[account1 - 1] < money) return false;
    obj->b[account1 - 1] -= money; obj->b[account2 - 1] += money; return true;
}
bool bankDeposit(Bank* obj, int account, long long money) {
    if (!ok(obj, account)) return false;
    obj->b[account - 1] += money; return true;
}
bool bankWithdraw(Bank* obj, int account, long long money) {
    if (!ok(obj, account) || obj->b[account - 1] < money) return false;
    obj->b[account - 1] -= money; return true;
}
long long* bankSnapshot(Bank* obj, int* retSize) {
    long long* copy = malloc(sizeof(long long) * obj->n);
    memcpy(copy, obj->b, sizeof(long long) * obj->n);
    *retSize = obj->n;
    return copy;
}
void bankFree(Bank* obj) { free(obj->b); free(obj); }
`,
  python: `class Bank:

    def __init__(self, balance: List[int]):
        self.b = balance

    def _ok(self, a):
        return 1 <= a <= len(self.b)

    def transfer(self, account1: int, account2: int, money: int) -> bool:
        if not self._ok(account1) or not self._ok(account2) or self.b[account1 - 1] < money:
            return False
        self.b[account1 - 1] -= money
        self.b[account2 - 1] += money
        return True

    def deposit(self, account: int, money: int) -> bool:
        if not self._ok(account):
            return False
        self.b[account - 1] += money
        return True

    def withdraw(self, account: int, money: int) -> bool:
        if not self._ok(account) or self.b[account - 1] < money:
            return False
        self.b[account - 1] -= money
        return True

    def snapshot(self) -> List[int]:
        return list(self.b)
`,
  typescript: `class Bank {
    private b: number[];
    constructor(balance: number[]) {
        this.b = balance;
    }
    private ok(a: number): boolean { return a >= 1 && a <= this.b.length; }
    transfer(account1: number, account2: number, money: number): boolean {
        if (!this.ok(account1) || !this.ok(account2) || this.b[account1 - 1] < money) return false;
        this.b[account1 - 1] -= money; this.b[account2 - 1] += money; return true;
    }
    deposit(account: number, money: number): boolean {
        if (!this.ok(account)) return false;
        this.b[account - 1] += money; return true;
    }
    withdraw(account: number, money: number): boolean {
        if (!this.ok(account) || this.b[account - 1] < money) return false;
        this.b[account - 1] -= money; return true;
    }
    snapshot(): number[] { return [...this.b]; }
}
`,
  javascript: `/**
 * @param {number[]} balance
 */
var Bank = function(balance) {
    this.b = balance;
};
Bank.prototype.ok = function(a) { return a >= 1 && a <= this.b.length; };
Bank.prototype.transfer = function(account1, account2, money) {
    if (!this.ok(account1) || !this.ok(account2) || this.b[account1 - 1] < money) return false;
    this.b[account1 - 1] -= money; this.b[account2 - 1] += money; return true;
};
Bank.prototype.deposit = function(account, money) {
    if (!this.ok(account)) return false;
    this.b[account - 1] += money; return true;
};
Bank.prototype.withdraw = function(account, money) {
    if (!this.ok(account) || this.b[account - 1] < money) return false;
    this.b[account - 1] -= money; return true;
};
Bank.prototype.snapshot = function() { return [...this.b]; };
`,
  go: `type Bank struct {
    b []int64
}

func Constructor(balance []int64) Bank {
    return Bank{b: balance}
}

func (this *Bank) ok(a int) bool { return a >= 1 && a <= len(this.b) }

func (this *Bank) Transfer(account1 int, account2 int, money int64) bool {
    if !this.ok(account1) || !this.ok(account2) || this.b[account1-1] < money {
        return false
    }
    this.b[account1-1] -= money
    this.b[account2-1] += money
    return true
}

func (this *Bank) Deposit(account int, money int64) bool {
    if !this.ok(account) {
        return false
    }
    this.b[account-1] += money
    return true
}

func (this *Bank) Withdraw(account int, money int64) bool {
    if !this.ok(account) || this.b[account-1] < money {
        return false
    }
    this.b[account-1] -= money
    return true
}

func (this *Bank) Snapshot() []int64 {
    return slices.Clone(this.b)
}
`,
  java: `class Bank {
    private final long[] b;

    public Bank(long[] balance) { b = balance; }
    private boolean ok(int a) { return a >= 1 && a <= b.length; }
    public boolean transfer(int account1, int account2, long money) {
        if (!ok(account1) || !ok(account2) || b[account1 - 1] < money) return false;
        b[account1 - 1] -= money; b[account2 - 1] += money; return true;
    }
    public boolean deposit(int account, long money) {
        if (!ok(account)) return false;
        b[account - 1] += money; return true;
    }
    public boolean withdraw(int account, long money) {
        if (!ok(account) || b[account - 1] < money) return false;
        b[account - 1] -= money; return true;
    }
    public long[] snapshot() { return b.clone(); }
}
`,
  rust: `struct Bank {
    b: Vec<i64>,
}

impl Bank {
    fn new(balance: Vec<i64>) -> Self {
        Bank { b: balance }
    }
    fn ok(&self, a: i32) -> bool {
        a >= 1 && a as usize <= self.b.len()
    }
    fn transfer(&mut self, account1: i32, account2: i32, money: i64) -> bool {
        if !self.ok(account1) || !self.ok(account2) || self.b[account1 as usize - 1] < money {
            return false;
        }
        self.b[account1 as usize - 1] -= money;
        self.b[account2 as usize - 1] += money;
        true
    }
    fn deposit(&mut self, account: i32, money: i64) -> bool {
        if !self.ok(account) {
            return false;
        }
        self.b[account as usize - 1] += money;
        true
    }
    fn withdraw(&mut self, account: i32, money: i64) -> bool {
        if !self.ok(account) || self.b[account as usize - 1] < money {
            return false;
        }
        self.b[account as usize - 1] -= money;
        true
    }
    fn snapshot(&self) -> Vec<i64> {
        self.b.clone()
    }
}
`,
};
