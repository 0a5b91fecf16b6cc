/* A shared object whose manifest has an unknown version. */
const char attn_module_manifest[] = "attn-module 2\nentry @f 0 0\n";
