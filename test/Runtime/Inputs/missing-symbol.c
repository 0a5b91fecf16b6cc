/* A manifest that names an entry whose wrapper the object does not export. */
const char attn_module_manifest[] = "attn-module 1\n"
                                    "entry @ghost 1 1\n"
                                    "arg in memref f32 1 4\n"
                                    "arg out memref f32 1 4\n";
