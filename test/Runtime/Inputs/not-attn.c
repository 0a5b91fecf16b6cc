/* A shared object that is not an attn module: it has no manifest. */
int attn_test_answer(void) { return 42; }
