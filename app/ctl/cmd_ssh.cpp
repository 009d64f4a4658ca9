// slipwayctl ssh, tunnel: SSH through Slipway's own core (core/ssh).

#include "command.h"
