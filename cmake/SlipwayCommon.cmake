# One INTERFACE target carries the language standard, warnings and Qt's strictness switches.
# Every Slipway target links it; nothing sets these flags anywhere else.

add_library(slipway_options INTERFACE)
add_library(Slipway::options ALIAS slipway_options)

target_compile_features(slipway_options INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)

target_compile_options(slipway_options INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
    -Wformat=2 -Wimplicit-fallthrough)

# Qt switches that forbid the easy mistakes: implicit ASCII casts and connects without a context
# object; and Qt's short keywords (signals, slots, emit, foreach), which clash with other
# libraries' names: Q_SIGNALS, Q_SLOTS and Q_EMIT instead. qcustomplot.h uses the short words,
# so it is included through ui/widgets/qcustomplotheader.h.
set(SLIPWAY_QT_DEFINITIONS
    QT_NO_KEYWORDS
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)

# Code that includes Qt headers gets the Qt switches; core/local (plain C++) does not need them.
add_library(slipway_qt_options INTERFACE)
target_link_libraries(slipway_qt_options INTERFACE slipway_options)
target_compile_definitions(slipway_qt_options INTERFACE ${SLIPWAY_QT_DEFINITIONS})

if(SLIPWAY_SANITIZE)
    target_compile_options(slipway_options INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(slipway_options INTERFACE -fsanitize=address,undefined)
endif()

if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
    set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "Build type" FORCE)
endif()
