// What a user of LottiePlayer needs comes with it: renderers and canvases (CairoRendering), pixels and
// animated-image encoders (ImageCodecs), scenes, colours and viewports (VectorGraphics), the model (LottieModel),
// overrides (LottieInterpreter), expressions' limits (LottieExpressions) and tab bars (TabShiftEngine).
@_exported import CairoRendering
@_exported import ImageCodecs
@_exported import LottieExpressions
@_exported import LottieInterpreter
@_exported import LottieModel
@_exported import LottieStateMachines
@_exported import TabShiftEngine
@_exported import VectorGraphics
// The decoding error `PlayerError.decoding` carries; the decoder itself stays behind `AnimationDocument`.
@_exported import struct LottieDecoding.LottieDecodingError
@_exported import struct LottieDecoding.StateMachineDecoder
