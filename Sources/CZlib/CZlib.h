#ifndef SDUI_CZLIB_H
#define SDUI_CZLIB_H

#include <zlib.h>

/// inflateInit2 for a gzip stream (RFC 1952: header, deflate data, CRC-32 and length trailer,
/// both checked by zlib). inflateInit2 is a macro, which Swift cannot call, so it is wrapped
/// here; 16 + MAX_WBITS asks for the gzip wrapper with the largest window.
static inline int sdui_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}

#endif
