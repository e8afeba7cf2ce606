#ifndef SDUI_HEAP_COUNTER_H
#define SDUI_HEAP_COUNTER_H

#include <stddef.h>

/// Bytes the C allocator currently has handed out (in use, not yet freed), or 0 when the
/// platform offers no such figure. The benchmark subtracts two readings to get the bytes a
/// decoded or resolved tree holds.
size_t sdui_heap_bytes_in_use(void);

/// Whether sdui_heap_bytes_in_use reports a real figure on this platform.
int sdui_heap_counter_available(void);

#endif
