/* Manifests with a bad `target` line: an unknown target, or (with
 * -DLATE_TARGET) one that does not follow the header. */
#ifdef LATE_TARGET
const char attn_module_manifest[] = "attn-module 1\n"
                                    "entry @f 1 0\n"
                                    "arg in memref f32 1 4\n"
                                    "target cuda\n";
#else
const char attn_module_manifest[] = "attn-module 1\n"
                                    "target tpu\n"
                                    "entry @f 1 0\n"
                                    "arg in memref f32 1 4\n";
#endif

void attn_entry_f(void **args) { (void)args; }
