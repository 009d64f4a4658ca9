// slipwayctl events, plot: TensorBoard event files (core/events).

#include "command.h"
