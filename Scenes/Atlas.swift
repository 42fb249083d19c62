// The Atlas demo application.
import DLC
