// What a user of LottiePlayer needs comes with it: viewports and pixels (CairoRendering), scenes and colours
// (VectorGraphics), the model (LottieModel), overrides (LottieInterpreter) and tab shifts (TabShift).
@_exported import CairoRendering
@_exported import LottieInterpreter
@_exported import LottieModel
@_exported import TabShiftEngine
@_exported import VectorGraphics
