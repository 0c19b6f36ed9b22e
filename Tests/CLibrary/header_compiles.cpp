// tabshift.h compiles as C++ with warnings as errors, and its types are usable from C++.
#include <tabshift.h>

#include <cstdio>

int main() {
    tabshift_animated_options options = tabshift_animated_options_default();
    tabshift_animation *animation = nullptr;
    tabshift_status status = tabshift_animation_open_file("/nonexistent.json", nullptr, TABSHIFT_OPEN_NO_EXPRESSIONS, &animation);
    std::printf("%s %d %d %s\n", tabshift_version(), static_cast<int>(status), static_cast<int>(options.format), tabshift_last_error());
    return status == TABSHIFT_ERROR_FILE ? 0 : 1;
}
