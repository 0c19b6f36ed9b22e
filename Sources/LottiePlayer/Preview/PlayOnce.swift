/// The function both tappable previews' scripts use: an animated WebP from a data URL, its loop count (in the
/// `ANIM` chunk) set to play once, as a blob URL an image can show. Written into each script as two-space-indented
/// lines, so that the scripts' hashes are taken over the text the page holds.
enum PlayOnce {
    static let function = """
      function playOnce(source) {
        var text = atob(source.slice(source.indexOf(",") + 1)), bytes = new Uint8Array(text.length);
        for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
        for (i = 12; i + 14 < bytes.length; i++) {
          if (bytes[i] === 65 && bytes[i + 1] === 78 && bytes[i + 2] === 73 && bytes[i + 3] === 77) { bytes[i + 12] = 1; bytes[i + 13] = 0; break; }
        }
        return URL.createObjectURL(new Blob([bytes], { type: "image/webp" }));
      }
    """
}
