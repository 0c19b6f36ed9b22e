// The public face of `import LottiePlayer`, named one declaration at a time: what a user's code names when it loads,
// changes and renders animations and tab bars, and the types in those signatures. The targets below LottiePlayer
// keep everything else `package`; docs/architecture.md ("The public face") says how the list was chosen.

// Sizes, colours and the renderer-neutral scene a frame becomes (its nodes, paths and paints, for a renderer of one's
// own); how TabShift builds, measures and draws them is not part of it.
@_exported import struct VectorGraphics.Viewport
@_exported import struct VectorGraphics.LottieColor
@_exported import struct VectorGraphics.Point
@_exported import struct VectorGraphics.Rect
@_exported import struct VectorGraphics.AffineTransform
@_exported import struct VectorGraphics.BezierPath
@_exported import struct VectorGraphics.BezierContour
@_exported import struct VectorGraphics.CubicSegment
@_exported import struct VectorGraphics.LottieScene
@_exported import struct VectorGraphics.PlacedDrawable
@_exported import enum VectorGraphics.SceneNode
@_exported import struct VectorGraphics.SceneGroup
@_exported import struct VectorGraphics.FillNode
@_exported import struct VectorGraphics.StrokeNode
@_exported import struct VectorGraphics.TextNode
@_exported import struct VectorGraphics.ImageNode
@_exported import class VectorGraphics.EncodedImage
@_exported import class VectorGraphics.FontFile
@_exported import struct VectorGraphics.MaskedNode
@_exported import struct VectorGraphics.SceneMask
@_exported import struct VectorGraphics.MattedNode
@_exported import enum VectorGraphics.MatteMode
@_exported import struct VectorGraphics.EffectedNode
@_exported import enum VectorGraphics.RasterEffect
@_exported import struct VectorGraphics.ShadowEffect
@_exported import enum VectorGraphics.ShadowPlacement
@_exported import enum VectorGraphics.BlendingMode
@_exported import enum VectorGraphics.Paint
@_exported import enum VectorGraphics.FillRule
@_exported import struct VectorGraphics.GradientStop
@_exported import struct VectorGraphics.LinearGradientPaint
@_exported import struct VectorGraphics.RadialGradientPaint
@_exported import struct VectorGraphics.StrokeAttributes
@_exported import struct VectorGraphics.OutputError

// Pixels, how far apart two images are, and the settings of animated images and videos.
@_exported import struct ImageCodecs.PixelImage
@_exported import struct ImageCodecs.AnimatedImageSettings
@_exported import struct ImageCodecs.ImageDifference

// What a document reports: markers, slots, diagnostics, and why a file could not be read.
@_exported import struct LottieModel.Marker
@_exported import struct LottieModel.Slot
@_exported import struct LottieModel.Diagnostic
@_exported import struct LottieDecoding.LottieDecodingError

// Overrides by keypath, constant or per frame, and the keypaths they match.
@_exported import struct LottieInterpreter.PropertyOverrides
@_exported import struct LottieInterpreter.KeypathPattern
@_exported import struct LottieInterpreter.Keypath
@_exported import struct LottieInterpreter.UnmatchedOverride
@_exported import enum LottieInterpreter.OverrideValue
@_exported import class LottieInterpreter.ValueProvider

// Expressions' budgets.
@_exported import struct LottieExpressions.ExpressionLimits

// State machines: a machine is opaque (it comes from a file and goes to `InteractiveAnimation`); what it reports
// and what it is sent are not.
@_exported import struct LottieStateMachines.StateMachine
@_exported import enum LottieStateMachines.StateMachineEvent
@_exported import enum LottieStateMachines.InteractionEvent
@_exported import struct LottieStateMachines.OpenURLPolicy

// Tab bars: the manifest a bar is built from, the bar the engine plays (opaque), a shift planned or driven request by
// request (taps, interruptions, swipes, badges), and the pose at a time.
@_exported import struct TabShiftEngine.TabBarManifest
@_exported import struct TabShiftEngine.TabManifest
@_exported import struct TabShiftEngine.TabBarInsets
@_exported import enum TabShiftEngine.TabBarLayoutDirection
@_exported import struct TabShiftEngine.IndicatorManifest
@_exported import enum TabShiftEngine.TabBarStyle
@_exported import enum TabShiftEngine.TitleVisibility
@_exported import enum TabShiftEngine.TitleWeight
@_exported import struct TabShiftEngine.TitleFont
@_exported import enum TabShiftEngine.TabBadge
@_exported import struct TabShiftEngine.TabBarTheme
@_exported import struct TabShiftEngine.ShiftTiming
@_exported import enum TabShiftEngine.ShiftTrackKind
@_exported import struct TabShiftEngine.TrackTiming
@_exported import enum TabShiftEngine.TimingCurve
@_exported import struct TabShiftEngine.SpringParameters
@_exported import struct TabShiftEngine.InteractiveSettings
@_exported import enum TabShiftEngine.InterruptionPolicy
@_exported import struct TabShiftEngine.TabBar
@_exported import struct TabShiftEngine.TabShiftSession
@_exported import enum TabShiftEngine.TabShiftEvent
@_exported import struct TabShiftEngine.TabShiftPlan
@_exported import enum TabShiftEngine.TabReference
@_exported import enum TabShiftEngine.ShiftDirection
@_exported import struct TabShiftEngine.TabBarPose
@_exported import struct TabShiftEngine.TabPose
@_exported import struct TabShiftEngine.CrossFade
@_exported import struct TabShiftEngine.TitlePose
@_exported import struct TabShiftEngine.BadgePose
@_exported import struct TabShiftEngine.IndicatorPose
@_exported import enum TabShiftEngine.TabShiftError
