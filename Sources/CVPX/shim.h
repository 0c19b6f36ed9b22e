#include <vpx/vpx_encoder.h>
#include <vpx/vp8cx.h>

// vpx_codec_enc_init and vpx_codec_control are macros (the second variadic), which Swift cannot call.
static inline vpx_codec_err_t tabshift_vp9_encoder_init(vpx_codec_ctx_t *context, const vpx_codec_enc_cfg_t *configuration) {
    return vpx_codec_enc_init(context, vpx_codec_vp9_cx(), configuration, 0);
}

static inline vpx_codec_err_t tabshift_vpx_control(vpx_codec_ctx_t *context, int control, int value) {
    return vpx_codec_control_(context, control, value);
}
